import { ZIP_TYPE } from '../../../../services/drive/file-types.js';
import { findFile } from '../../../../services/drive/repository.js';
import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import { runEmojiImport } from '../../../../services/emoji/zip-import.js';
import { jobRunner } from '../../../../services/import-export/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

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
  assertCanManageEmojis(user, instance);
  const file = findFile(instance.db, params.fileId);
  // Someone else's file is no file: the emoji would publish pictures its owner never shared.
  if (!file || file.userId !== user.id) throw new ApiError(emojiErrors.addNoSuchFile);
  if (file.type !== ZIP_TYPE) throw new ApiError(emojiErrors.unsupportedFileType);
  jobRunner(instance).add(user.id, 'import:customEmoji', (progress) =>
    runEmojiImport(instance, file, progress),
  );
};
