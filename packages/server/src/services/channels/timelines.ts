import type { entities } from 'misskey-js';
import type { InstanceContext } from '../context.js';
import { type PageParams, queryNotes } from '../notes/timelines.js';
import type { Viewer } from '../notes/visibility.js';

/**
 * Notes of the channels the viewer follows and does not mute: Misskey's home and social
 * timelines show them next to the followed users' notes (no other timeline shows channel
 * notes). Needs the `@viewerId` and `@now` parameters.
 */
export const FOLLOWED_CHANNELS_SQL = `(n.channel_id IN (SELECT cf.channel_id FROM channel_followings cf
    WHERE cf.follower_id = @viewerId)
  AND NOT EXISTS (SELECT 1 FROM channel_mutings cm WHERE cm.user_id = @viewerId AND cm.channel_id = n.channel_id
    AND (cm.expires_at IS NULL OR cm.expires_at > @now)))`;

/**
 * A home-like page with the notes of the viewer's followed channels merged in: `page` as it
 * is, plus the same window of the channels' notes (`extraWhere` applied to both), the newest
 * (or, paging forward, the oldest) `limit` of the two. Two queries, each on its own index,
 * because one query with an OR of both made SQLite sort every note of the followed users
 * (a median page went from 1 ms to 85 ms in a 40,000-note test); readers who follow no channel get `page`.
 */
export function withFollowedChannels(
  ctx: InstanceContext,
  viewer: NonNullable<Viewer>,
  page: () => entities.Note[],
  extraWhere: string[],
  options: { withRenotes: boolean; withFiles: boolean },
  ps: PageParams,
): entities.Note[] {
  const own = page();
  if (!followsAnyChannel(ctx, viewer.id)) return own;
  const inChannels = queryNotes(
    ctx,
    viewer,
    { where: [FOLLOWED_CHANNELS_SQL, ...extraWhere], params: { now: new Date().toISOString() }, ...options },
    ps,
  );
  const ascending =
    (ps.sinceId !== undefined || ps.sinceDate !== undefined) &&
    ps.untilId === undefined &&
    ps.untilDate === undefined;
  const byId = (a: entities.Note, b: entities.Note) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return [...own, ...inChannels]
    .sort((a, b) => (ascending ? byId(a, b) : byId(b, a)))
    .slice(0, ps.limit ?? 10);
}

/**
 * Whether the user follows any channel: the home timeline keeps its plain (indexed) query
 * for everyone who does not, so following channels costs only those who do.
 */
export function followsAnyChannel(ctx: InstanceContext, userId: string): boolean {
  return (
    ctx.db.prepare('SELECT 1 FROM channel_followings WHERE follower_id = ? LIMIT 1').get(userId) !== undefined
  );
}

/** Whether a live note of `channelId` belongs on the user's home timeline (followed, not muted). */
export function isFollowedChannelFor(ctx: InstanceContext, userId: string, channelId: string): boolean {
  return (
    ctx.db
      .prepare(
        `SELECT 1 FROM channel_followings cf WHERE cf.follower_id = ? AND cf.channel_id = ?
         AND NOT EXISTS (SELECT 1 FROM channel_mutings cm WHERE cm.user_id = cf.follower_id
           AND cm.channel_id = cf.channel_id AND (cm.expires_at IS NULL OR cm.expires_at > ?))`,
      )
      .get(userId, channelId, new Date().toISOString()) !== undefined
  );
}

/** The channels a reader's home page is made from (for the home page cache). */
export function followedChannelIds(ctx: InstanceContext, userId: string): string[] {
  return ctx.db
    .prepare('SELECT channel_id FROM channel_followings WHERE follower_id = ?')
    .pluck()
    .all(userId) as string[];
}
