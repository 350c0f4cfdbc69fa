import type { entities } from 'misskey-js';
import type { UserRow } from '../../../db/users.js';
import { packUserDetailed, packUserLite } from '../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

/** Users whose name starts with `username`, for mention autocomplete and recipient pickers. */
export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    username: { type: ['string', 'null'] },
    host: { type: ['string', 'null'] },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    detail: { type: 'boolean', default: true },
  },
  anyOf: [{ required: ['username'] }, { required: ['host'] }],
} as const satisfies ParamDef;

type Params = { username?: string | null; host?: string | null; limit: number; detail: boolean };

export const handler: Handler<'users/search-by-username-and-host', entities.User[]> = (
  rawParams,
  { instance, user: viewer },
) => {
  const ps = rawParams as Params;
  const ownHost = new URL(instance.config.url).host.toLowerCase();
  const host = ps.host?.trim().toLowerCase().replace(/^@/, '') ?? '';
  // This instance does not federate: another host has nobody to find.
  if (host !== '' && host !== '.' && host !== ownHost) return [];
  const username = (ps.username ?? '').trim().replace(/^@/, '').toLowerCase();
  if (username === '' && host === '') return [];

  // A prefix range instead of LIKE: no wildcard escaping, and it uses the username index.
  const rows = instance.db
    .prepare(
      `SELECT u.id FROM users u
       WHERE u.host IS NULL AND u.is_suspended = 0 AND u.is_deleted = 0
         AND u.username_lower >= ? AND u.username_lower < ? || char(1114111)
       ORDER BY
         EXISTS (SELECT 1 FROM following f WHERE f.follower_id = ? AND f.followee_id = u.id) DESC,
         u.username_lower = ? DESC,
         u.username_lower
       LIMIT ?`,
    )
    .all(username, username, viewer?.id ?? null, username, ps.limit) as { id: string }[];
  const users = rows.map((r) => instance.users.findById(r.id)).filter((u): u is UserRow => u !== null);
  return users.map((u) => (ps.detail ? packUserDetailed(instance, u, viewer) : packUserLite(instance, u)));
};
