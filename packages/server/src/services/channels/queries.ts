import { type PageWindow, pageWindowConditions } from '../../db/paging.js';
import type { InstanceContext } from '../context.js';
import { CHANNEL_COLUMNS, type ChannelRow, type RawChannel, toChannel } from './repository.js';

export type ChannelPage = PageWindow & { limit: number };

/** Newest first; with only a since bound, oldest first after it (Misskey's pagination). */
function windowed(q: PageWindow, alias: string) {
  const window = pageWindowConditions(q, alias);
  const ascending =
    (q.sinceId !== undefined || q.sinceDate !== undefined) && !q.untilId && q.untilDate === undefined;
  return { ...window, order: ascending ? 'ASC' : 'DESC' };
}

function select(ctx: InstanceContext, sql: string, args: unknown[]): ChannelRow[] {
  return (ctx.db.prepare(sql).all(...args) as RawChannel[]).map(toChannel);
}

/** channels/owned: the user's channels that are not archived. */
export function listOwnedChannels(ctx: InstanceContext, userId: string, q: ChannelPage): ChannelRow[] {
  const w = windowed(q, 'ch');
  const where = ['ch.user_id = ?', 'ch.is_archived = 0', ...w.conditions];
  return select(
    ctx,
    `SELECT ${CHANNEL_COLUMNS} FROM channels ch WHERE ${where.join(' AND ')} ORDER BY ch.id ${w.order} LIMIT ?`,
    [userId, ...w.args, q.limit],
  );
}

/** channels/followed: paged by the follow, as Misskey pages it (newest follow first). */
export function listFollowedChannels(ctx: InstanceContext, userId: string, q: ChannelPage): ChannelRow[] {
  const w = windowed(q, 'f');
  const where = ['f.follower_id = ?', ...w.conditions];
  return select(
    ctx,
    `SELECT ${CHANNEL_COLUMNS} FROM channel_followings f JOIN channels ch ON ch.id = f.channel_id
     WHERE ${where.join(' AND ')} ORDER BY f.id ${w.order} LIMIT ?`,
    [userId, ...w.args, q.limit],
  );
}

/** channels/my-favorites: every favorite, newest first (Misskey does not page it). */
export function listFavoriteChannels(ctx: InstanceContext, userId: string): ChannelRow[] {
  return select(
    ctx,
    `SELECT ${CHANNEL_COLUMNS} FROM channel_favorites f JOIN channels ch ON ch.id = f.channel_id
     WHERE f.user_id = ? ORDER BY f.id DESC`,
    [userId],
  );
}

/** channels/featured: the ten live channels noted in most recently. */
export function listFeaturedChannels(ctx: InstanceContext): ChannelRow[] {
  return select(
    ctx,
    `SELECT ${CHANNEL_COLUMNS} FROM channels ch WHERE ch.last_noted_at IS NOT NULL AND ch.is_archived = 0
     ORDER BY ch.last_noted_at DESC LIMIT 10`,
    [],
  );
}

/** channels/search: a case-insensitive substring of the name (and description), live channels only. */
export function searchChannels(
  ctx: InstanceContext,
  query: string,
  type: 'nameAndDescription' | 'nameOnly',
  q: ChannelPage,
): ChannelRow[] {
  const w = windowed(q, 'ch');
  const where = ['ch.is_archived = 0', ...w.conditions];
  const args: unknown[] = [...w.args];
  if (query !== '') {
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const name = "ch.name LIKE ? ESCAPE '\\'";
    if (type === 'nameOnly') where.unshift(name);
    else where.unshift(`(${name} OR ch.description LIKE ? ESCAPE '\\')`);
    args.unshift(...(type === 'nameOnly' ? [like] : [like, like]));
  }
  return select(
    ctx,
    `SELECT ${CHANNEL_COLUMNS} FROM channels ch WHERE ${where.join(' AND ')} ORDER BY ch.id ${w.order} LIMIT ?`,
    [...args, q.limit],
  );
}

/** channels/mute/list: the channels the user mutes now (expired mutes are gone). */
export function listMutedChannels(ctx: InstanceContext, userId: string): ChannelRow[] {
  return select(
    ctx,
    `SELECT ${CHANNEL_COLUMNS} FROM channel_mutings m JOIN channels ch ON ch.id = m.channel_id
     WHERE m.user_id = ? AND (m.expires_at IS NULL OR m.expires_at > ?) ORDER BY m.id DESC`,
    [userId, new Date().toISOString()],
  );
}
