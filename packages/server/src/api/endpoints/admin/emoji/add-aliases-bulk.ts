import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { bulkChanges, changeEmojisBulk } from '../../../../services/emoji/bulk.js';
import type { SignedInHandler } from '../../../endpoint.js';
import { aliasesBulkParamDef, bulkMeta } from './params.js';

/** Adds aliases to every listed emoji, keeping the ones each already has (no duplicates). */
export const meta = bulkMeta;

export const paramDef = aliasesBulkParamDef;

export const handler: SignedInHandler<'admin/emoji/add-aliases-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  changeEmojisBulk(instance, params.ids, bulkChanges.addAliases(params.aliases));
};
