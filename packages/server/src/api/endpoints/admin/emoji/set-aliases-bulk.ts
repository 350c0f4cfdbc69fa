import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { bulkChanges, changeEmojisBulk } from '../../../../services/emoji/bulk.js';
import type { SignedInHandler } from '../../../endpoint.js';
import { aliasesBulkParamDef, bulkMeta } from './params.js';

/** Replaces the aliases of every listed emoji with the same list. */
export const meta = bulkMeta;

export const paramDef = aliasesBulkParamDef;

export const handler: SignedInHandler<'admin/emoji/set-aliases-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  changeEmojisBulk(instance, params.ids, bulkChanges.setAliases(params.aliases));
};
