import type { entities } from 'misskey-js';
import type { UserRow } from '../../../db/users.js';
import { packUserDetailed, packUserLite } from '../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    query: { type: 'string' },
    offset: { type: 'integer', default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    origin: { type: 'string', enum: ['local', 'remote', 'combined'], default: 'combined' },
    detail: { type: 'boolean', default: true },
  },
  required: ['query'],
} as const satisfies ParamDef;

type Params = {
  query: string;
  offset: number;
  limit: number;
  origin: 'local' | 'remote' | 'combined';
  detail: boolean;
};

/** `%`, `_` and the escape itself are literal in a search, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The users page of search, as Misskey answers it: a query starting with `@` (one word, no
 * host) matches usernames by their start; any other query matches display names and usernames
 * anywhere, and when that leaves the page short, profile descriptions fill it.
 */
export const handler: Handler<'users/search', entities.User[]> = (rawParams, { instance, user: viewer }) => {
  const ps = rawParams as Params;
  const query = ps.query.trim();
  if (query === '') return [];
  // This instance does not federate: every user it has is local, so 'remote' finds nobody.
  if (ps.origin === 'remote') return [];
  const isUsername = query.startsWith('@') && !query.includes(' ') && query.indexOf('@', 1) === -1;
  const anywhere = `%${escapeLike(query)}%`;
  const username = isUsername
    ? `${escapeLike(query.slice(1).toLowerCase())}%`
    : /^\w{1,20}$/.test(query)
      ? `%${escapeLike(query.toLowerCase())}%`
      : null;
  const visible = 'u.host IS NULL AND u.is_suspended = 0 AND u.is_deleted = 0';
  const byName = instance.db
    .prepare(
      `SELECT u.id FROM users u
       WHERE ${visible}
         AND (u.name LIKE @anywhere ESCAPE '\\' OR (@username IS NOT NULL AND u.username_lower LIKE @username ESCAPE '\\'))
       ORDER BY u.username_lower
       LIMIT @limit OFFSET @offset`,
    )
    .all({ anywhere, username, limit: ps.limit, offset: ps.offset }) as { id: string }[];
  let ids = byName.map((row) => row.id);
  if (ids.length < ps.limit && !isUsername) {
    const byDescription = instance.db
      .prepare(
        `SELECT u.id FROM users u
         WHERE ${visible} AND u.description LIKE @anywhere ESCAPE '\\'
           AND NOT (COALESCE(u.name, '') LIKE @anywhere ESCAPE '\\' OR (@username IS NOT NULL AND u.username_lower LIKE @username ESCAPE '\\'))
         ORDER BY u.username_lower
         LIMIT @limit OFFSET @offset`,
      )
      .all({ anywhere, username, limit: ps.limit - ids.length, offset: ps.offset }) as { id: string }[];
    ids = ids.concat(byDescription.map((row) => row.id));
  }
  const users = ids.map((id) => instance.users.findById(id)).filter((u): u is UserRow => u !== null);
  return users.map((u) => (ps.detail ? packUserDetailed(instance, u, viewer) : packUserLite(instance, u)));
};
