import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { bulkChanges, changeEmojisBulk } from '../../../../services/emoji/bulk.js';
import type { SignedInHandler } from '../../../endpoint.js';
import { aliasesBulkParamDef, bulkMeta } from './params.js';

/** Removes the given aliases from every listed emoji that has them. */
export const meta = bulkMeta;

export const paramDef = aliasesBulkParamDef;

export const handler: SignedInHandler<'admin/emoji/remove-aliases-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  changeEmojisBulk(instance, params.ids, bulkChanges.removeAliases(params.aliases));
};
