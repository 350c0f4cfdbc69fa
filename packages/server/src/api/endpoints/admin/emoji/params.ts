import { emojiErrors } from '../../../../services/emoji/errors.js';
import { EMOJI_NAME_MAX_LENGTH } from '../../../../services/emoji/names.js';
import type { EndpointMeta, ParamDef } from '../../../endpoint.js';

/** The editable fields shared by add and update (Misskey's names and types). */
export const emojiFieldProperties = {
  category: { type: ['string', 'null'], maxLength: 512 },
  aliases: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 128 } },
  license: { type: ['string', 'null'], maxLength: 1024 },
  isSensitive: { type: 'boolean' },
  localOnly: { type: 'boolean' },
  roleIdsThatCanBeUsedThisEmojiAsReaction: {
    type: 'array',
    maxItems: 64,
    items: { type: 'string', maxLength: 64 },
  },
} as const;

/** The name's characters are checked by the handler, for a clearer message than a pattern's. */
export const emojiNameProperty = { type: 'string', minLength: 1, maxLength: EMOJI_NAME_MAX_LENGTH } as const;

/** The emoji a bulk action applies to (a page of the manager's table at most, with room). */
export const bulkIdsProperty = {
  type: 'array',
  maxItems: 1000,
  items: { type: 'string', minLength: 1, maxLength: 64 },
} as const;

/** The *-bulk endpoints' meta: Misskey's (canManageCustomEmojis, write:admin:emoji). */
export const bulkMeta = {
  requireCredential: true,
  kind: 'write:admin:emoji',
  errors: { rolePermissionDenied: emojiErrors.rolePermissionDenied },
} satisfies EndpointMeta;

/** set-, add- and remove-aliases-bulk take the same parameters. */
export const aliasesBulkParamDef = {
  type: 'object',
  properties: { ids: bulkIdsProperty, aliases: emojiFieldProperties.aliases },
  required: ['ids', 'aliases'],
} as const satisfies ParamDef;
