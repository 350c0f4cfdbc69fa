import type { UserRow } from '../../../db/users.js';
import type { InstanceContext } from '../../../services/context.js';
import type { ParamDef } from '../../endpoint.js';
import { ApiError, type ApiErrorDef } from '../../errors.js';
import { findVisibleUser, pageProperties } from '../following/shared.js';

/** The one parameter of the create and delete endpoints of mutes and blocks. */
export const userIdParam = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

/** The list endpoints of mutes and blocks page like Misskey's, 30 at a time by default. */
export const relationListParam = {
  type: 'object',
  properties: { ...pageProperties, limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 } },
} as const satisfies ParamDef;

export function relationPage(ps: {
  limit?: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}) {
  return {
    limit: ps.limit ?? 30,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
  };
}

/**
 * The user a mute or block endpoint acts on: never the caller (`yourself`), and one they may
 * see (`noSuchUser`), checked in that order as Misskey does.
 */
export function otherUser(
  ctx: InstanceContext,
  me: UserRow,
  userId: string,
  errors: { yourself: ApiErrorDef; noSuchUser: ApiErrorDef },
): UserRow {
  if (userId === me.id) throw new ApiError(errors.yourself);
  const user = findVisibleUser(ctx, userId, me);
  if (!user) throw new ApiError(errors.noSuchUser);
  return user;
}
