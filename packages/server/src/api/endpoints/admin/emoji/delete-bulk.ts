import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { deleteEmojisBulk } from '../../../../services/emoji/bulk.js';
import { emojiErrors } from '../../../../services/emoji/errors.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { bulkIdsProperty } from './params.js';

/** Deletes every listed emoji that exists (unknown ids are skipped), each logged as deleteCustomEmoji. */
export const meta = {
  requireCredential: true,
  kind: 'write:admin:emoji',
  errors: { rolePermissionDenied: emojiErrors.rolePermissionDenied },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ids: bulkIdsProperty },
  required: ['ids'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/delete-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  await deleteEmojisBulk(instance, user, params.ids);
};
