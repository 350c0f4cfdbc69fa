import type { ApiErrorDef } from '../../api/errors.js';

/** The drive's errors, with Misskey's codes and ids (drive/files/create and DriveService). */
export const driveErrors = {
  invalidFileName: {
    message: 'Invalid file name.',
    code: 'INVALID_FILE_NAME',
    id: 'f449b209-0c60-4e51-84d5-29486263bfd4',
  },
  inappropriate: {
    message:
      'Cannot upload the file because it has been determined that it possibly contains inappropriate content.',
    code: 'INAPPROPRIATE',
    id: 'bec5bd69-fba3-43c9-b4fb-2894b66ad5d2',
  },
  noFreeSpace: {
    message: 'Cannot upload the file because you have no free space of drive.',
    code: 'NO_FREE_SPACE',
    id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
  },
  maxFileSizeExceeded: {
    message: 'Cannot upload the file because it exceeds the maximum file size.',
    code: 'MAX_FILE_SIZE_EXCEEDED',
    id: 'b9d8c348-33f0-4673-b9a9-5d4da058977a',
    httpStatus: 413,
  },
  unallowedFileType: {
    message: 'Cannot upload the file because it is an unallowed file type.',
    code: 'UNALLOWED_FILE_TYPE',
    id: '4becd248-7f2c-48c4-a9f0-75edc4f9a1ea',
  },
  fileRequired: {
    message: 'File required.',
    code: 'FILE_REQUIRED',
    id: '4267801e-70d1-416a-b011-4ee502885d8b',
  },
  /** Misskey's `prohibitMoved` answer, shared by every endpoint that creates content. */
  accountMoved: {
    message: 'You have moved your account.',
    code: 'YOUR_ACCOUNT_MOVED',
    id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
    kind: 'permission',
    httpStatus: 403,
  },
  /** Ours: Misskey's DriveService fails with a generic error for an unknown folder. */
  noSuchFolder: {
    message: 'No such folder.',
    code: 'NO_SUCH_FOLDER',
    id: 'ea8fb7a5-af77-4a08-b608-c0218176cd73',
  },
} as const satisfies Record<string, ApiErrorDef>;
