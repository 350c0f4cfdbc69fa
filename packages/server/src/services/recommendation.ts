import type { InstanceContext } from './context.js';
import { LAST_ACTIVE_SQL } from './explore.js';
import { hiddenUserIds } from './relations/index.js';

/** Misskey recommends people who were active in the last week. */
const ACTIVE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whom `viewerId` might follow, as Misskey picks them: local, active in the last week, not
 * requiring follow requests, not the viewer, not already followed, not muted or blocked
 * either way; the most followed first. Suspended and deleted accounts never appear.
 */
export function recommendedUserIds(
  ctx: InstanceContext,
  viewerId: string,
  page: { limit: number; offset: number },
  now: number = Date.now(),
): string[] {
  const hidden = hiddenUserIds(ctx.db, viewerId);
  return ctx.db
    .prepare(
      `SELECT u.id FROM (SELECT u.*, nullif(${LAST_ACTIVE_SQL}, '') AS last_active FROM users u) u
       WHERE u.host IS NULL AND u.is_suspended = 0 AND u.is_deleted = 0 AND u.is_locked = 0 AND u.is_explorable = 1
         AND u.id != @viewerId AND last_active >= @activeSince
         AND NOT EXISTS (SELECT 1 FROM following f WHERE f.follower_id = @viewerId AND f.followee_id = u.id)
         AND u.id NOT IN (SELECT value FROM json_each(@hidden))
       ORDER BY (SELECT count(*) FROM following fc WHERE fc.followee_id = u.id) DESC, u.id DESC LIMIT @limit OFFSET @offset`,
    )
    .pluck()
    .all({
      viewerId,
      activeSince: new Date(now - ACTIVE_MS).toISOString(),
      hidden: JSON.stringify(hidden),
      limit: page.limit,
      offset: page.offset,
    }) as string[];
}
