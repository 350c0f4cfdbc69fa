import type { entities } from 'misskey-js';
import type { UserRow } from '../../../db/users.js';
import type { InstanceContext } from '../../../services/context.js';
import type { FollowRow } from '../../../services/follows.js';
import { packUserDetailed } from '../../../services/user-packer.js';
import type { ApiErrorDef } from '../../errors.js';
import { ApiError } from '../../errors.js';
import { findVisibleUser, type PageParams, pageProperties } from './shared.js';

/** Parameters of users/followers and users/following. */
export const followListParamDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    username: { type: 'string' },
    host: { type: ['string', 'null'] },
    ...pageProperties,
  },
  anyOf: [{ required: ['userId'] }, { required: ['username', 'host'] }],
} as const;

export interface FollowListParams extends PageParams {
  userId?: string;
  username?: string;
  host?: string | null;
}

/** The user whose list is asked for, by id or by username (local users only: no federation). */
export function resolveListUser(
  ctx: InstanceContext,
  ps: FollowListParams,
  viewer: UserRow | null,
  noSuchUser: ApiErrorDef,
): UserRow {
  let user: UserRow | null = null;
  if (ps.userId !== undefined) {
    user = findVisibleUser(ctx, ps.userId, viewer);
  } else if (ps.username !== undefined) {
    const ownHost = new URL(ctx.config.url).host.toLowerCase();
    const host = ps.host?.trim().toLowerCase() ?? null;
    if (host === null || host === '' || host === ownHost) {
      const found = ctx.users.findLocalByUsername(ps.username.trim().replace(/^@/, ''));
      user = found ? findVisibleUser(ctx, found.id, viewer) : null;
    }
  }
  if (!user) throw new ApiError(noSuchUser);
  return user;
}

/** Packs follow rows with the user on the side `side`, as Misskey's Following schema. */
export function packFollows(
  ctx: InstanceContext,
  rows: readonly FollowRow[],
  side: 'followee' | 'follower',
  viewer: UserRow | null,
): entities.Following[] {
  const result: entities.Following[] = [];
  for (const row of rows) {
    const other = ctx.users.findById(side === 'followee' ? row.followeeId : row.followerId);
    if (!other) continue;
    const staff = viewer !== null && (viewer.isAdmin || viewer.isModerator);
    if (other.isSuspended && !staff) continue;
    // Misskey's schema here is UserDetailedNotMe even when the listed user is the viewer.
    const asSeenBy = viewer !== null && viewer.id === other.id ? null : viewer;
    const packed = packUserDetailed(ctx, other, asSeenBy) as entities.UserDetailedNotMe;
    result.push({
      id: row.id,
      createdAt: row.createdAt,
      followeeId: row.followeeId,
      followerId: row.followerId,
      [side]: packed,
    });
  }
  return result;
}
