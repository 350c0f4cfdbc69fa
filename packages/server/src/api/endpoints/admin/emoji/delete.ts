import { findEmojiById } from '../../../../db/emojis.js';
import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import { removeEmoji } from '../../../../services/emoji/manage.js';
import { packEmojiDetailed } from '../../../../services/emoji/pack.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/** Deletes a local custom emoji and its image; notes that used it keep their text. */
export const meta = {
  requireCredential: true,
  kind: 'write:admin:emoji',
  errors: {
    rolePermissionDenied: emojiErrors.rolePermissionDenied,
    noSuchEmoji: emojiErrors.deleteNoSuchEmoji,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['id'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/delete', void> = async (params, { instance, user }) => {
  assertCanManageEmojis(user, instance);
  const emoji = findEmojiById(instance.db, params.id);
  await removeEmoji(instance, params.id);
  if (emoji)
    logModeration(instance, user, 'deleteCustomEmoji', {
      emojiId: emoji.id,
      emoji: packEmojiDetailed(instance, emoji),
    });
};
