import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { bulkChanges, changeEmojisBulk } from '../../../../services/emoji/bulk.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { bulkIdsProperty, emojiFieldProperties } from './params.js';

/** Removes the given aliases from every listed emoji that has them. */
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

export const handler: SignedInHandler<'admin/emoji/remove-aliases-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  changeEmojisBulk(instance, params.ids, bulkChanges.removeAliases(params.aliases));
};
