import { findEmojiByName } from '../../db/emojis.js';
import { emojiErrors } from '../../services/emoji/errors.js';
import { packEmojiDetailed } from '../../services/emoji/pack.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';
import { ApiError } from '../errors.js';

/** One local custom emoji by name (the emoji detail dialog). */
export const meta = {
  requireCredential: false,
  errors: { noSuchEmoji: emojiErrors.lookupNoSuchEmoji },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 512 } },
  required: ['name'],
} as const satisfies ParamDef;

export const handler: Handler<'emoji'> = (params, { instance }) => {
  const emoji = findEmojiByName(instance.db, params.name);
  if (!emoji) throw new ApiError(emojiErrors.lookupNoSuchEmoji);
  return packEmojiDetailed(instance, emoji);
};
