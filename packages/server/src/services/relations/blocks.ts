import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { removeFollowRequest, unfollow } from '../follows.js';
import { genId } from '../ids.js';
import { nowIso } from './index.js';

/**
 * `blocker` blocks `blockee`: follows both ways and pending follow requests both ways end
 * first (each side's open clients hear of the unfollow), the blocker leaves the blockee's
 * lists, then the block is stored.
 */
export function block(ctx: InstanceContext, blocker: UserRow, blockee: UserRow): void {
  unfollow(ctx, blocker, blockee);
  unfollow(ctx, blockee, blocker);
  removeFollowRequest(ctx, blocker.id, blockee.id);
  removeFollowRequest(ctx, blockee.id, blocker.id);
  // The blocker leaves the blockee's lists, as in Misskey (the blockee's lists only).
  ctx.db
    .prepare(
      `DELETE FROM user_list_memberships WHERE user_id = ?
       AND user_list_id IN (SELECT id FROM user_lists WHERE user_id = ?)`,
    )
    .run(blocker.id, blockee.id);
  ctx.db
    .prepare('INSERT OR IGNORE INTO blockings (id, created_at, blocker_id, blockee_id) VALUES (?, ?, ?, ?)')
    .run(genId(), nowIso(), blocker.id, blockee.id);
}

/** False when there was no block to remove. */
export function unblock(ctx: InstanceContext, blockerId: string, blockeeId: string): boolean {
  return (
    ctx.db.prepare('DELETE FROM blockings WHERE blocker_id = ? AND blockee_id = ?').run(blockerId, blockeeId)
      .changes > 0
  );
}
