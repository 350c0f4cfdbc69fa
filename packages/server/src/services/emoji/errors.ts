import type { ApiErrorDef } from '../../api/errors.js';

/**
 * Custom emoji errors with Misskey's codes and ids. Misskey gives the same condition a
 * different id in different endpoints (NO_SUCH_FILE in add and update, NO_SUCH_EMOJI in
 * update and delete), so each endpoint's own id is kept here.
 */
export const emojiErrors = {
  /** Misskey's requireRolePolicy answer (ApiCallService), used for canManageCustomEmojis. */
  rolePermissionDenied: {
    message: 'You are not assigned to a required role.',
    code: 'ROLE_PERMISSION_DENIED',
    id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
    kind: 'permission',
    httpStatus: 403,
  },
  addNoSuchFile: {
    message: 'No such file.',
    code: 'NO_SUCH_FILE',
    id: 'fc46b5a4-6b92-4c33-ac66-b806659bb5cf',
  },
  unsupportedFileType: {
    message: 'Unsupported file type.',
    code: 'UNSUPPORTED_FILE_TYPE',
    id: 'f7599d96-8750-af68-1633-9575d625c1a7',
  },
  duplicateName: {
    message: 'Duplicate name.',
    code: 'DUPLICATE_NAME',
    id: 'f7a3462c-4e6e-4069-8421-b9bd4f4c3975',
  },
  updateNoSuchEmoji: {
    message: 'No such emoji.',
    code: 'NO_SUCH_EMOJI',
    id: '684dec9d-a8c2-4364-9aa8-456c49cb1dc8',
  },
  updateNoSuchFile: {
    message: 'No such file.',
    code: 'NO_SUCH_FILE',
    id: '14fb9fd9-0731-4e2f-aeb9-f09e4740333d',
  },
  sameNameEmojiExists: {
    message: 'Emoji that have same name already exists.',
    code: 'SAME_NAME_EMOJI_EXISTS',
    id: '7180fe9d-1ee3-bff9-647d-fe9896d2ffb8',
  },
  deleteNoSuchEmoji: {
    message: 'No such emoji.',
    code: 'NO_SUCH_EMOJI',
    id: 'be83669b-773a-44b7-b1f8-e5e5170ac3c2',
  },
  /**
   * `emoji` for an unknown name. Misskey fails there with a generic not-found; a named error
   * is clearer, so it reuses the NO_SUCH_EMOJI id of admin/emoji/update.
   */
  lookupNoSuchEmoji: {
    message: 'No such emoji.',
    code: 'NO_SUCH_EMOJI',
    id: '684dec9d-a8c2-4364-9aa8-456c49cb1dc8',
  },
} as const satisfies Record<string, ApiErrorDef>;
