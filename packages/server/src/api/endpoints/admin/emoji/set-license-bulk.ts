import { assertCanManageEmojis } from '../../../../services/emoji/access.js';
import { bulkChanges, changeEmojisBulk } from '../../../../services/emoji/bulk.js';
import type { ParamDef, SignedInHandler } from '../../../endpoint.js';
import { bulkIdsProperty, bulkMeta, emojiFieldProperties } from './params.js';

/** Gives every listed emoji one licence text; null clears it. */
export const meta = bulkMeta;

export const paramDef = {
  type: 'object',
  properties: { ids: bulkIdsProperty, license: emojiFieldProperties.license },
  required: ['ids'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/emoji/set-license-bulk', void> = async (
  params,
  { instance, user },
) => {
  assertCanManageEmojis(user, instance);
  changeEmojisBulk(instance, params.ids, bulkChanges.license(params.license));
};
