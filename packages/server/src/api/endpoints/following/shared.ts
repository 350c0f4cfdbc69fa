import type { UserRow } from '../../../db/users.js';
import type { InstanceContext } from '../../../services/context.js';

/** Paging parameters shared by the list endpoints of this area, as Misskey declares them. */
export const pageProperties = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  sinceId: { type: 'string' },
  untilId: { type: 'string' },
  sinceDate: { type: 'integer' },
  untilDate: { type: 'integer' },
} as const;

export interface PageParams {
  limit?: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

export function pageOf(ps: PageParams) {
  return {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
  };
}

/** A user that `viewer` may act on or see: existing, and not suspended unless staff asks. */
export function findVisibleUser(
  ctx: InstanceContext,
  userId: string,
  viewer: UserRow | null,
): UserRow | null {
  const user = ctx.users.findById(userId);
  if (!user || user.isDeleted) return null;
  const staff = viewer !== null && (viewer.isAdmin || viewer.isModerator);
  if (user.isSuspended && !staff) return null;
  return user;
}
