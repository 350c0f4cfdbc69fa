import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { bulkChanges, changeEmojisBulk } from '../../../../services/emoji/bulk.js';
import type { ParamDef, SignedInHandler } from '../../../endpoint.js';
import { bulkIdsProperty, bulkMeta, emojiFieldProperties } from './params.js';

/** Puts every listed emoji in one category; null (or blank) takes them out of any. */
export const meta = bulkMeta;

export const paramDef = {
  type: 'object',
  properties: { ids: bulkIdsProperty, category: emojiFieldProperties.category },
  required: ['ids'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/set-category-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  changeEmojisBulk(instance, params.ids, bulkChanges.category(params.category));
};
