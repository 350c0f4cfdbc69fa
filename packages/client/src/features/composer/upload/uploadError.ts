export type UploadErrorKind = 'tooLarge' | 'inappropriate' | 'noFreeSpace' | 'other';

/** A failed upload, with a message the user can read and the server's code and id when known. */
export class UploadError extends Error {
  kind: UploadErrorKind;
  code?: string;
  id?: string;
  constructor(kind: UploadErrorKind, message: string, details: { code?: string; id?: string } = {}) {
    super(message);
    this.name = 'UploadError';
    this.kind = kind;
    this.code = details.code;
    this.id = details.id;
  }
}

/** Misskey's error ids for drive/files/create (misskey-dev/misskey, endpoints/drive/files/create.ts). */
export const UPLOAD_ERROR_IDS = {
  inappropriate: 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2',
  noFreeSpace: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
} as const;

export interface UploadErrorTexts {
  tooLarge: string;
  inappropriate: string;
  noFreeSpace: string;
  /** Used when the server said nothing readable. */
  failed: string;
}

function errorBody(body: string): { message?: string; code?: string; id?: string } | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const error = (parsed as { error?: unknown }).error;
    if (typeof error !== 'object' || error === null) return null;
    const { message, code, id } = error as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : undefined,
      code: typeof code === 'string' ? code : undefined,
      id: typeof id === 'string' ? id : undefined,
    };
  } catch {
    return null;
  }
}

/** Turns a failed drive/files/create answer into an UploadError (spec 001 §8). */
export function uploadErrorFromResponse(status: number, body: string, texts: UploadErrorTexts): UploadError {
  if (status === 413) return new UploadError('tooLarge', texts.tooLarge);
  const error = errorBody(body);
  const details = { code: error?.code, id: error?.id };
  if (error?.id === UPLOAD_ERROR_IDS.inappropriate || error?.code === 'INAPPROPRIATE') {
    return new UploadError('inappropriate', texts.inappropriate, details);
  }
  if (error?.id === UPLOAD_ERROR_IDS.noFreeSpace || error?.code === 'NO_FREE_SPACE') {
    return new UploadError('noFreeSpace', texts.noFreeSpace, details);
  }
  return new UploadError('other', error?.message ?? `${texts.failed} (HTTP ${status})`, details);
}
