import type { Database } from 'better-sqlite3';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { follow, isFollowing } from '../follows.js';
import { isBlocking } from '../relations/index.js';

/**
 * Account migration, as Misskey's i/update `alsoKnownAs` and i/move on an instance that does
 * not federate: aliases and targets are local accounts, named `@user` or `@user@<this host>`,
 * and stored as their ActivityPub URIs (`<url>/users/<id>`) the way Misskey stores them.
 */

export function localUserUri(ctx: InstanceContext, userId: string): string {
  return `${ctx.config.url}/users/${userId}`;
}

/** The local account an acct names (Misskey's Acct.parse: an optional leading @, then user@host). */
export function resolveLocalAcct(ctx: InstanceContext, acct: string): UserRow | null {
  const match = /^@?([^@\s]+)(?:@([^@\s]+))?$/.exec(acct.trim());
  if (!match?.[1]) return null;
  const host = match[2]?.toLowerCase();
  if (host !== undefined && host !== new URL(ctx.config.url).host.toLowerCase()) return null;
  return ctx.users.findLocalByUsername(match[1]);
}

/** The URIs the account lists as its aliases (empty when none). */
export function aliasUrisOf(db: Database, userId: string): string[] {
  const row = db.prepare('SELECT also_known_as FROM users WHERE id = ?').get(userId) as
    | { also_known_as: string | null }
    | undefined;
  return row?.also_known_as ? (JSON.parse(row.also_known_as) as string[]) : [];
}

/** Stores the aliases; an empty list is stored as none, as Misskey stores null. */
export function setAliasUris(db: Database, userId: string, uris: readonly string[]): void {
  db.prepare('UPDATE users SET also_known_as = ? WHERE id = ?').run(
    uris.length > 0 ? JSON.stringify(uris) : null,
    userId,
  );
}

/**
 * The packed user's `alsoKnownAs`: the ids of the aliases this instance knows, null when the
 * account lists none (Misskey resolves each URI to a user and drops what it cannot).
 */
export function packedAliasIds(ctx: InstanceContext, userId: string): string[] | null {
  const uris = aliasUrisOf(ctx.db, userId);
  if (uris.length === 0) return null;
  const prefix = `${ctx.config.url}/users/`;
  return uris.flatMap((uri) => {
    const id = uri.startsWith(prefix) ? uri.slice(prefix.length) : null;
    return id !== null && ctx.users.findById(id) ? [id] : [];
  });
}

/** Whether `target` names `source` among its aliases (Misskey's check before a move). */
export function listsAsAlias(ctx: InstanceContext, target: UserRow, source: UserRow): boolean {
  return aliasUrisOf(ctx.db, target.id).includes(localUserUri(ctx, source.id));
}

export function movedToOf(db: Database, userId: string): string | null {
  const row = db.prepare('SELECT moved_to FROM users WHERE id = ?').get(userId) as
    | { moved_to: string | null }
    | undefined;
  return row?.moved_to ?? null;
}

/**
 * Moves `source` to `target` as Misskey's moveFromLocal does here: the source records the move
 * (moved_to, moved_at, the target added to its aliases) and can no longer post; its followers on
 * this instance follow the target (a locked target gets requests), except the target itself,
 * those who already follow it and those a block stands between. The source's follows stay:
 * Misskey drops them a day later by a job this instance does not run.
 */
export function moveAccount(ctx: InstanceContext, source: UserRow, target: UserRow): void {
  const targetUri = localUserUri(ctx, target.id);
  const aliases = aliasUrisOf(ctx.db, source.id);
  ctx.db.transaction(() => {
    setAliasUris(ctx.db, source.id, aliases.includes(targetUri) ? aliases : [...aliases, targetUri]);
    ctx.db
      .prepare('UPDATE users SET moved_to = ?, moved_at = ? WHERE id = ?')
      .run(target.id, new Date().toISOString(), source.id);
  })();
  const followerIds = ctx.db
    .prepare('SELECT follower_id AS id FROM following WHERE followee_id = ?')
    .all(source.id) as { id: string }[];
  for (const { id } of followerIds) {
    if (id === target.id || isFollowing(ctx, id, target.id)) continue;
    if (isBlocking(ctx.db, target.id, id) || isBlocking(ctx.db, id, target.id)) continue;
    const follower = ctx.users.findById(id);
    if (follower && follower.host === null) follow(ctx, follower, target);
  }
}
