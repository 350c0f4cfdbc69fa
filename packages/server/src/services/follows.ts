import type { entities } from 'misskey-js';
import type { UserRow } from '../db/users.js';
import { countFollow } from './charts/events.js';
import type { InstanceContext } from './context.js';
import { genId } from './ids.js';
import { createNotification } from './notifications.js';
import { acceptsWithoutRequest } from './privacy/index.js';
import { isBlocking, isMuting, isRenoteMuting } from './relations/index.js';
import { packUserDetailed, packUserLite } from './user-packer.js';
import { fireUserWebhooks } from './webhooks/index.js';

export interface FollowRow {
  id: string;
  createdAt: string;
  followerId: string;
  followeeId: string;
}

interface RawFollow {
  id: string;
  created_at: string;
  follower_id: string;
  followee_id: string;
}

const toFollow = (raw: RawFollow): FollowRow => ({
  id: raw.id,
  createdAt: raw.created_at,
  followerId: raw.follower_id,
  followeeId: raw.followee_id,
});

export function isLocked(ctx: InstanceContext, userId: string): boolean {
  const row = ctx.db.prepare('SELECT is_locked AS locked FROM users WHERE id = ?').get(userId) as
    | { locked: number }
    | undefined;
  return row?.locked === 1;
}

export function isFollowing(ctx: InstanceContext, followerId: string, followeeId: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM following WHERE follower_id = ? AND followee_id = ?')
      .get(followerId, followeeId) !== undefined
  );
}

export function hasFollowRequest(ctx: InstanceContext, followerId: string, followeeId: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM follow_requests WHERE follower_id = ? AND followee_id = ?')
      .get(followerId, followeeId) !== undefined
  );
}

export interface Relation {
  id: string;
  isFollowing: boolean;
  hasPendingFollowRequestFromYou: boolean;
  hasPendingFollowRequestToYou: boolean;
  isFollowed: boolean;
  isBlocking: boolean;
  isBlocked: boolean;
  isMuted: boolean;
  isRenoteMuted: boolean;
}

/** How `me` stands to `userId`: follows, requests, blocks both ways and mutes. */
export function relationOf(ctx: InstanceContext, meId: string, userId: string): Relation {
  return {
    id: userId,
    isFollowing: isFollowing(ctx, meId, userId),
    hasPendingFollowRequestFromYou: hasFollowRequest(ctx, meId, userId),
    hasPendingFollowRequestToYou: hasFollowRequest(ctx, userId, meId),
    isFollowed: isFollowing(ctx, userId, meId),
    isBlocking: isBlocking(ctx.db, meId, userId),
    isBlocked: isBlocking(ctx.db, userId, meId),
    isMuted: isMuting(ctx.db, meId, userId),
    isRenoteMuted: isRenoteMuting(ctx.db, meId, userId),
  };
}

/** Live counts, so they never drift from the tables. */
export function followCounts(
  ctx: InstanceContext,
  userId: string,
): { followersCount: number; followingCount: number } {
  const row = ctx.db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM following WHERE followee_id = ?) AS followers,
              (SELECT COUNT(*) FROM following WHERE follower_id = ?) AS following`,
    )
    .get(userId, userId) as { followers: number; following: number };
  return { followersCount: row.followers, followingCount: row.following };
}

function syncCounts(ctx: InstanceContext, ...userIds: string[]): void {
  const stmt = ctx.db.prepare('UPDATE users SET followers_count = ?, following_count = ? WHERE id = ?');
  for (const id of userIds) {
    const c = followCounts(ctx, id);
    stmt.run(c.followersCount, c.followingCount, id);
  }
}

function insertFollowing(ctx: InstanceContext, follower: UserRow, followee: UserRow): void {
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        'INSERT OR IGNORE INTO following (id, created_at, follower_id, followee_id) VALUES (?, ?, ?, ?)',
      )
      .run(genId(), new Date().toISOString(), follower.id, followee.id);
    ctx.db
      .prepare('DELETE FROM follow_requests WHERE follower_id = ? AND followee_id = ?')
      .run(follower.id, followee.id);
    syncCounts(ctx, follower.id, followee.id);
    countFollow(ctx.db, follower.id, followee.id, 1);
  })();
  // What Misskey tells both sides' open clients.
  ctx.events.publishMainStream(follower.id, 'follow', notMe(ctx, followee, follower));
  ctx.events.publishMainStream(followee.id, 'followed', packUserLite(ctx, follower));
  fireUserWebhooks(ctx, follower.id, 'follow', () => ({ user: notMe(ctx, followee, follower) }));
  fireUserWebhooks(ctx, followee.id, 'followed', () => ({ user: packUserLite(ctx, follower) }));
}

function notMe(ctx: InstanceContext, user: UserRow, viewer: UserRow): entities.UserDetailedNotMe {
  return packUserDetailed(ctx, user, viewer) as entities.UserDetailedNotMe;
}

/**
 * `follower` follows `followee`: directly, or through a follow request when the followee's
 * account is locked, unless it auto-accepts the users it follows (autoAcceptFollowed) and follows
 * `follower`. The caller has checked that they differ and do not follow already.
 */
export function follow(ctx: InstanceContext, follower: UserRow, followee: UserRow): 'followed' | 'requested' {
  if (isLocked(ctx, followee.id) && !acceptsWithoutRequest(ctx.db, followee, follower)) {
    if (!hasFollowRequest(ctx, follower.id, followee.id)) {
      ctx.db
        .prepare('INSERT INTO follow_requests (id, created_at, follower_id, followee_id) VALUES (?, ?, ?, ?)')
        .run(genId(), new Date().toISOString(), follower.id, followee.id);
      createNotification(ctx, followee.id, 'receiveFollowRequest', { notifierId: follower.id });
      ctx.events.publishMainStream(followee.id, 'receiveFollowRequest', packUserLite(ctx, follower));
    }
    return 'requested';
  }
  insertFollowing(ctx, follower, followee);
  createNotification(ctx, followee.id, 'follow', { notifierId: follower.id });
  return 'followed';
}

export function unfollow(ctx: InstanceContext, follower: UserRow, followee: UserRow): boolean {
  const removed = ctx.db.transaction(() => {
    const changes = ctx.db
      .prepare('DELETE FROM following WHERE follower_id = ? AND followee_id = ?')
      .run(follower.id, followee.id).changes;
    if (changes > 0) {
      syncCounts(ctx, follower.id, followee.id);
      countFollow(ctx.db, follower.id, followee.id, -1);
    }
    return changes > 0;
  })();
  if (removed) {
    ctx.events.publishMainStream(follower.id, 'unfollow', packUserDetailed(ctx, followee, follower));
    fireUserWebhooks(ctx, follower.id, 'unfollow', () => ({
      user: packUserDetailed(ctx, followee, follower),
    }));
  }
  return removed;
}

/** The followee accepts `follower`'s request; false when there was none. */
export function acceptFollowRequest(ctx: InstanceContext, followee: UserRow, follower: UserRow): boolean {
  if (!hasFollowRequest(ctx, follower.id, followee.id)) return false;
  insertFollowing(ctx, follower, followee);
  createNotification(ctx, follower.id, 'followRequestAccepted', { notifierId: followee.id, message: null });
  return true;
}

/** Removes a pending request (rejected by the followee or cancelled by the follower). */
export function removeFollowRequest(ctx: InstanceContext, followerId: string, followeeId: string): boolean {
  return (
    ctx.db
      .prepare('DELETE FROM follow_requests WHERE follower_id = ? AND followee_id = ?')
      .run(followerId, followeeId).changes > 0
  );
}

export interface PageQuery {
  limit: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

/** WHERE clauses and order for id-paginated lists (newest first unless only sinceId is given). */
export function pageClauses(
  q: PageQuery,
  idColumn = 'id',
  dateColumn = 'created_at',
): { where: string[]; args: unknown[]; order: string } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (q.sinceId) {
    where.push(`${idColumn} > ?`);
    args.push(q.sinceId);
  }
  if (q.untilId) {
    where.push(`${idColumn} < ?`);
    args.push(q.untilId);
  }
  if (q.sinceDate !== undefined) {
    where.push(`${dateColumn} > ?`);
    args.push(new Date(q.sinceDate).toISOString());
  }
  if (q.untilDate !== undefined) {
    where.push(`${dateColumn} < ?`);
    args.push(new Date(q.untilDate).toISOString());
  }
  const ascending =
    (q.sinceId !== undefined || q.sinceDate !== undefined) && !q.untilId && q.untilDate === undefined;
  return { where, args, order: `${idColumn} ${ascending ? 'ASC' : 'DESC'}` };
}

function listFollows(
  ctx: InstanceContext,
  table: 'following' | 'follow_requests',
  column: 'follower_id' | 'followee_id',
  userId: string,
  q: PageQuery,
): FollowRow[] {
  const { where, args, order } = pageClauses(q);
  where.unshift(`${column} = ?`);
  return (
    ctx.db
      .prepare(`SELECT * FROM ${table} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ?`)
      .all(userId, ...args, q.limit) as RawFollow[]
  ).map(toFollow);
}

export function listFollowers(ctx: InstanceContext, userId: string, q: PageQuery): FollowRow[] {
  return listFollows(ctx, 'following', 'followee_id', userId, q);
}

export function listFollowing(ctx: InstanceContext, userId: string, q: PageQuery): FollowRow[] {
  return listFollows(ctx, 'following', 'follower_id', userId, q);
}

export function listReceivedRequests(ctx: InstanceContext, userId: string, q: PageQuery): FollowRow[] {
  return listFollows(ctx, 'follow_requests', 'followee_id', userId, q);
}

export function listSentRequests(ctx: InstanceContext, userId: string, q: PageQuery): FollowRow[] {
  return listFollows(ctx, 'follow_requests', 'follower_id', userId, q);
}

/** The ids of everyone `userId` follows. */
export function followeeIds(ctx: InstanceContext, userId: string): string[] {
  return (
    ctx.db.prepare('SELECT followee_id AS id FROM following WHERE follower_id = ?').all(userId) as {
      id: string;
    }[]
  ).map((r) => r.id);
}

export function hasPendingReceivedFollowRequest(ctx: InstanceContext, userId: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM follow_requests WHERE followee_id = ? LIMIT 1').get(userId) !== undefined
  );
}
