import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { bulkChanges, changeEmojisBulk } from '../../../../services/emoji/bulk.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { bulkIdsProperty, emojiFieldProperties } from './params.js';

/** Adds aliases to every listed emoji, keeping the ones each already has (no duplicates). */
export const meta = {
  requireCredential: true,
  kind: 'write:admin:emoji',
  errors: { rolePermissionDenied: emojiErrors.rolePermissionDenied },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ids: bulkIdsProperty, aliases: emojiFieldProperties.aliases },
  required: ['ids', 'aliases'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/add-aliases-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  changeEmojisBulk(instance, params.ids, bulkChanges.addAliases(params.aliases));
};
