import { listEmojiPage } from '../../../../db/emojis.js';
import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import { type EmojiAdminRow, packEmojiAdmin } from '../../../../services/emoji/pack.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/** Local custom emoji for the management page, newest first, searchable by part of the name. */
export const meta = {
  requireCredential: true,
  kind: 'read:admin:emoji',
  errors: { rolePermissionDenied: emojiErrors.rolePermissionDenied },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    query: { type: ['string', 'null'], maxLength: 256 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string', maxLength: 64 },
    untilId: { type: 'string', maxLength: 64 },
  },
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/list', EmojiAdminRow[]> = (params, { instance, user }) => {
  assertCanManageEmojis(user, instance);
  const rows = listEmojiPage(instance.db, {
    query: params.query ?? null,
    limit: params.limit ?? 10,
    ...(params.sinceId ? { sinceId: params.sinceId } : {}),
    ...(params.untilId ? { untilId: params.untilId } : {}),
  });
  return rows.map((emoji) => packEmojiAdmin(instance, emoji));
};
