import { findEmojiById, findEmojiByName } from '../../../../db/emojis.js';
import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import { changeEmoji, type EmojiUpdate } from '../../../../services/emoji/manage.js';
import { packEmojiDetailed } from '../../../../services/emoji/pack.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { invalidParam } from '../../../errors.js';
import { emojiFieldProperties, emojiNameProperty } from './params.js';

/**
 * Changes a local custom emoji, found by `id` or by `name` (with both, `name` renames it).
 * Every other field is optional and keeps its value when left out; `fileId` replaces the image.
 */
export const meta = {
  requireCredential: true,
  kind: 'write:admin:emoji',
  errors: {
    rolePermissionDenied: emojiErrors.rolePermissionDenied,
    noSuchEmoji: emojiErrors.updateNoSuchEmoji,
    noSuchFile: emojiErrors.updateNoSuchFile,
    unsupportedFileType: emojiErrors.unsupportedFileType,
    sameNameEmojiExists: emojiErrors.sameNameEmojiExists,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 64 },
    name: emojiNameProperty,
    fileId: { type: 'string', minLength: 1, maxLength: 64 },
    ...emojiFieldProperties,
  },
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/update', void> = async (params, { instance, user }) => {
  assertCanManageEmojis(user, instance);
  const input = params as EmojiUpdate;
  if (input.id === undefined && input.name === undefined) throw invalidParam('id', 'give id or name');
  const before =
    input.id !== undefined
      ? findEmojiById(instance.db, input.id)
      : findEmojiByName(instance.db, input.name ?? '');
  await changeEmoji(instance, user, input);
  const after = before && findEmojiById(instance.db, before.id);
  if (before && after) {
    logModeration(instance, user, 'updateCustomEmoji', {
      emojiId: before.id,
      before: packEmojiDetailed(instance, before),
      after: packEmojiDetailed(instance, after),
    });
  }
};
