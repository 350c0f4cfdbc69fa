import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { deleteEmojisBulk } from '../../../../services/emoji/bulk.js';
import type { ParamDef, SignedInHandler } from '../../../endpoint.js';
import { bulkIdsProperty, bulkMeta } from './params.js';

/** Deletes every listed emoji that exists (unknown ids are skipped), each logged as deleteCustomEmoji. */
export const meta = bulkMeta;

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
