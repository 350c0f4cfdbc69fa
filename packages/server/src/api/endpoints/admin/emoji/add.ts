import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import { addEmoji } from '../../../../services/emoji/manage.js';
import { packEmojiDetailed } from '../../../../services/emoji/pack.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { emojiFieldProperties, emojiNameProperty } from './params.js';

/** Adds a local custom emoji from one of the caller's drive images. */
export const meta = {
  requireCredential: true,
  kind: 'write:admin:emoji',
  errors: {
    rolePermissionDenied: emojiErrors.rolePermissionDenied,
    noSuchFile: emojiErrors.addNoSuchFile,
    unsupportedFileType: emojiErrors.unsupportedFileType,
    duplicateName: emojiErrors.duplicateName,
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    name: emojiNameProperty,
    fileId: { type: 'string', minLength: 1, maxLength: 64 },
    ...emojiFieldProperties,
  },
  required: ['name', 'fileId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/add'> = async (params, { instance, user }) => {
  assertCanManageEmojis(user, instance);
  const emoji = await addEmoji(instance, user, params);
  const packed = packEmojiDetailed(instance, emoji);
  logModeration(instance, user, 'addCustomEmoji', { emojiId: emoji.id, emoji: packed });
  return packed;
};
