import type { UserRow } from '../../../db/users.js';
import type { AntennaFields } from '../../../services/antennas/index.js';
import type { InstanceContext } from '../../../services/context.js';
import { ApiError, type ApiErrorDef } from '../../errors.js';

/** Misskey gives every endpoint its own id for "no such antenna"; this builds one error entry. */
export function noSuchAntenna(id: string): ApiErrorDef {
  return { message: 'No such antenna.', code: 'NO_SUCH_ANTENNA', id };
}

export function noSuchUserList(id: string): ApiErrorDef {
  return { message: 'No such user list.', code: 'NO_SUCH_USER_LIST', id };
}

export function emptyKeyword(id: string): ApiErrorDef {
  return { message: 'Either keywords or excludeKeywords is required.', code: 'EMPTY_KEYWORD', id };
}

export const antennaIdParam = {
  type: 'object',
  properties: { antennaId: { type: 'string' } },
  required: ['antennaId'],
} as const;

const keywordLines = { type: 'array', items: { type: 'array', items: { type: 'string' } } } as const;

/** The fields of create and update, as Misskey declares them. */
export const antennaFieldProperties = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  src: { type: 'string', enum: ['home', 'all', 'users', 'list', 'users_blacklist'] },
  userListId: { type: ['string', 'null'] },
  keywords: keywordLines,
  excludeKeywords: keywordLines,
  users: { type: 'array', items: { type: 'string' } },
  caseSensitive: { type: 'boolean' },
  localOnly: { type: 'boolean' },
  excludeBots: { type: 'boolean' },
  withReplies: { type: 'boolean' },
  withFile: { type: 'boolean' },
  excludeNotesInSensitiveChannel: { type: 'boolean' },
} as const;

/** Misskey refuses an antenna whose keyword and exclude lines hold only empty words. */
export function isEmptyKeywords(keywords: string[][], excludeKeywords: string[][]): boolean {
  return keywords.flat().every((w) => w === '') && excludeKeywords.flat().every((w) => w === '');
}

/** One's own list, or NO_SUCH_USER_LIST (someone else's list answers as missing). */
export function ownListId(ctx: InstanceContext, owner: UserRow, listId: string, error: ApiErrorDef): string {
  const found =
    ctx.db.prepare('SELECT 1 FROM user_lists WHERE id = ? AND user_id = ?').get(listId, owner.id) !==
    undefined;
  if (!found) throw new ApiError(error);
  return listId;
}

export type { AntennaFields };
