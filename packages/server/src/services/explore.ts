import type { InstanceContext } from './context.js';
import { serverSettings } from './server-settings/index.js';

// Ids are Misskey aids: 8 base36 digits of milliseconds since 2000-01-01 lead each id, so
// "notes since t" is a range on the primary key instead of a scan of created_at.
const AID_EPOCH = 946684800000;
function idFloorAt(ms: number): string {
  return Math.max(0, ms - AID_EPOCH)
    .toString(36)
    .padStart(8, '0');
}

/** Trend charts have 20 buckets of 10 minutes, newest first, as Misskey draws them. */
const TREND_BUCKETS = 20;
const TREND_BUCKET_MS = 10 * 60 * 1000;
const TREND_MAX = 10;

export interface TrendingTag {
  tag: string;
  chart: number[];
  usersCount: number;
}

/**
 * Hashtags of the last 200 minutes of public notes, ranked by how many different people
 * used them; each chart point counts the people in one 10-minute bucket. People, not notes,
 * so one account repeating a tag cannot make it trend.
 */
export function trendingHashtags(ctx: InstanceContext, now: number = Date.now()): TrendingTag[] {
  const since = now - TREND_BUCKETS * TREND_BUCKET_MS;
  const rows = ctx.db
    .prepare(
      `SELECT lower(t.value) AS tag, min(t.value) AS display, n.user_id AS userId, n.id AS id
       FROM notes n, json_each(n.tags) t
       WHERE n.id >= @floor AND n.visibility = 'public' AND n.tags != '[]'
         AND EXISTS (SELECT 1 FROM users u WHERE u.id = n.user_id AND u.is_suspended = 0)
       GROUP BY lower(t.value), n.user_id, n.id`,
    )
    .all({ floor: idFloorAt(since) }) as { tag: string; display: string; userId: string; id: string }[];

  // Tags the administrator hid (admin/update-meta hiddenTags) never trend, in any case.
  const hidden = new Set(serverSettings(ctx.db).hiddenTags.map((t) => t.replace(/^#/, '').toLowerCase()));
  const byTag = new Map<string, { display: string; users: Set<string>; buckets: Set<string>[] }>();
  for (const row of rows) {
    if (hidden.has(row.tag)) continue;
    let entry = byTag.get(row.tag);
    if (!entry) {
      entry = {
        display: row.display,
        users: new Set(),
        buckets: Array.from({ length: TREND_BUCKETS }, () => new Set<string>()),
      };
      byTag.set(row.tag, entry);
    }
    entry.users.add(row.userId);
    const age = now - (Number.parseInt(row.id.slice(0, 8), 36) + AID_EPOCH);
    const bucket = Math.min(TREND_BUCKETS - 1, Math.max(0, Math.floor(age / TREND_BUCKET_MS)));
    entry.buckets[bucket]?.add(row.userId);
  }
  return [...byTag.values()]
    .sort((a, b) => b.users.size - a.users.size || a.display.localeCompare(b.display))
    .slice(0, TREND_MAX)
    .map((e) => ({ tag: e.display, chart: e.buckets.map((b) => b.size), usersCount: e.users.size }));
}

/** Featured notes are ranked over the last three days, as Misskey's global ranking window. */
const FEATURED_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const FEATURED_RANKED = 100;

/**
 * The ids of the best-received recent notes: one point per reaction from someone other than
 * the author, one per renote. Channel notes rank only inside their channel.
 */
export function featuredNoteIds(
  ctx: InstanceContext,
  channelId: string | null,
  now: number = Date.now(),
): string[] {
  return ctx.db
    .prepare(
      `SELECT n.id FROM notes n
       WHERE n.id >= @floor AND n.visibility = 'public' AND n.renote_id IS NULL
         AND ${channelId === null ? 'n.channel_id IS NULL' : 'n.channel_id = @channelId'}
         AND (n.renote_count + (SELECT count(*) FROM note_reactions r
               WHERE r.note_id = n.id AND r.user_id != n.user_id)) > 0
       ORDER BY (n.renote_count + (SELECT count(*) FROM note_reactions r
               WHERE r.note_id = n.id AND r.user_id != n.user_id)) DESC, n.id DESC
       LIMIT ${FEATURED_RANKED}`,
    )
    .pluck()
    .all({ floor: idFloorAt(now - FEATURED_WINDOW_MS), channelId }) as string[];
}

export type UserSort = '+follower' | '-follower' | '+createdAt' | '-createdAt' | '+updatedAt' | '-updatedAt';

export interface UserListQuery {
  limit: number;
  offset: number;
  sort?: UserSort;
  state: 'all' | 'alive';
  origin: 'combined' | 'local' | 'remote';
  hostname: string | null;
}

// Misskey's '+' is "most first": most followers, newest, most recently updated.
const ORDER_BY: Record<UserSort, string> = {
  '+follower': 'u.followers_count DESC, u.id DESC',
  '-follower': 'u.followers_count ASC, u.id ASC',
  '+createdAt': 'u.id DESC',
  '-createdAt': 'u.id ASC',
  '+updatedAt': 'last_active IS NULL, last_active DESC, u.id DESC',
  '-updatedAt': 'last_active IS NULL, last_active ASC, u.id ASC',
};

/**
 * Misskey moves a user's updatedAt when they post as well as when they edit their profile;
 * this instance keeps updated_at for profile edits only, so the latest note stands in for
 * the rest (one step down the notes_user index).
 */
export const LAST_ACTIVE_SQL = `max(coalesce(u.updated_at, ''), coalesce((SELECT ln.created_at FROM notes ln
  WHERE ln.user_id = u.id ORDER BY ln.id DESC LIMIT 1), ''))`;

/** Misskey counts a user "alive" when they posted or changed their profile in the last five days. */
const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * Ids of the users the explore lists show: never suspended or deleted accounts, nor those who
 * asked not to be listed (i/update isExplorable false).
 */
export function listUserIds(ctx: InstanceContext, q: UserListQuery, now: number = Date.now()): string[] {
  const where = ['u.is_suspended = 0', 'u.is_deleted = 0', 'u.is_explorable = 1'];
  const params: Record<string, unknown> = { limit: q.limit, offset: q.offset };
  if (q.state === 'alive') {
    where.push('last_active > @aliveSince');
    params.aliveSince = new Date(now - ALIVE_MS).toISOString();
  }
  if (q.origin === 'local') where.push('u.host IS NULL');
  if (q.origin === 'remote') where.push('u.host IS NOT NULL');
  if (q.hostname !== null) {
    where.push('u.host = @hostname');
    params.hostname = q.hostname.toLowerCase();
  }
  const order = q.sort ? ORDER_BY[q.sort] : 'u.id ASC';
  return ctx.db
    .prepare(
      `SELECT u.id FROM (SELECT u.*, nullif(${LAST_ACTIVE_SQL}, '') AS last_active FROM users u) u
       WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    )
    .pluck()
    .all(params) as string[];
}
