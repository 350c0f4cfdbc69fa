/**
 * A play being written, kept on this device as it is typed, so a reload or a closed tab loses
 * nothing (localStorage writes are synchronous). One draft per play, and one for a new play;
 * saving the play drops it.
 */
export interface PlayDraft {
  title: string;
  summary: string;
  script: string;
  /** The permissions as typed, separated by spaces or commas. */
  permissions: string;
  visibility: 'public' | 'private';
}

const keyOf = (flashId: string | null) => `shiori:play-draft:${flashId ?? 'new'}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the form still works, without the safety net
  }
}

export function keepPlayDraft(flashId: string | null, draft: PlayDraft): void {
  try {
    storage()?.setItem(keyOf(flashId), JSON.stringify(draft));
  } catch {
    // Full or blocked: nothing to do but go on.
  }
}

/** The kept draft, or null when there is none (or it is not one). */
export function takePlayDraft(flashId: string | null): PlayDraft | null {
  const raw = storage()?.getItem(keyOf(flashId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PlayDraft>;
    if (
      typeof value.title !== 'string' ||
      typeof value.summary !== 'string' ||
      typeof value.script !== 'string' ||
      typeof value.permissions !== 'string'
    ) {
      return null;
    }
    return {
      title: value.title,
      summary: value.summary,
      script: value.script,
      permissions: value.permissions,
      visibility: value.visibility === 'private' ? 'private' : 'public',
    };
  } catch {
    return null;
  }
}

export function dropPlayDraft(flashId: string | null): void {
  storage()?.removeItem(keyOf(flashId));
}

/** The permissions field's words as flash/create takes them: no blanks, no repeats. */
export function parsePermissions(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((word) => word !== ''))];
}
