import { listEmojis } from '../../db/emojis.js';
import { packEmojiSimple } from '../../services/emoji/pack.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

/** Every local custom emoji, by category then name; public, as the picker needs it signed out too. */
export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: Handler<'emojis'> = (_params, { instance }) => ({
  emojis: listEmojis(instance.db).map((emoji) => packEmojiSimple(instance, emoji)),
});
