import { emojiErrors } from '../../../../services/emoji/errors.js';
import { startEmojiImport } from '../../../../services/emoji/zip-import.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/**
 * Imports a custom emoji export (Misskey's zip) from one of the caller's drive files, as a job;
 * an emoji of the same name is replaced, as Misskey's import does. Misskey queues the job for
 * any file id and fails it silently; here the two mistakes a caller can see at once (no such
 * file of theirs, not a zip) are answered with the errors admin/emoji/add uses for them.
 */
export const meta = {
  requireCredential: true,
  secure: true,
  errors: {
    rolePermissionDenied: emojiErrors.rolePermissionDenied,
    noSuchFile: emojiErrors.addNoSuchFile,
    unsupportedFileType: emojiErrors.unsupportedFileType,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    fileId: { type: 'string', minLength: 1, maxLength: 64 },
  },
  required: ['fileId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/import-zip', void> = (params, { instance, user }) => {
  startEmojiImport(instance, user, params.fileId);
};
