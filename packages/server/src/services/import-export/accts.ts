import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';

/** This instance's host as accts name it (`alice@<host>`). */
export function localHostOf(ctx: InstanceContext): string {
  return new URL(ctx.config.url).host.toLowerCase();
}

/** Misskey's full acct of a user: `username@host`, the local host for local users. */
export function fullAcct(ctx: InstanceContext, user: Pick<UserRow, 'username' | 'host'>): string {
  return `${user.username}@${user.host ?? localHostOf(ctx)}`;
}

/**
 * The user an acct (`alice`, `@alice`, `alice@host`, `@alice@host`) names, or null when this
 * instance knows nobody by it: it does not federate, so an unknown remote user is not fetched.
 */
export function userOfAcct(ctx: InstanceContext, acct: string): UserRow | null {
  const [username = '', rawHost] = acct.trim().replace(/^@/, '').split('@');
  if (username === '') return null;
  const host = rawHost?.toLowerCase() ?? null;
  if (host === null || host === localHostOf(ctx)) return ctx.users.findLocalByUsername(username);
  const row = ctx.db
    .prepare('SELECT id FROM users WHERE username_lower = ? AND host = ?')
    .get(username.toLowerCase(), host) as { id: string } | undefined;
  return row ? ctx.users.findById(row.id) : null;
}
