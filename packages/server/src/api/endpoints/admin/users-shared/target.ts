import type { UserRow } from '../../../../db/users.js';
import type { InstanceContext } from '../../../../services/context.js';
import { staffOf } from '../../../../services/roles.js';
import { ApiError, type ApiErrorDef } from '../../../errors.js';

/**
 * Misskey answers an unknown user on these endpoints with a bare INTERNAL_ERROR; this instance
 * names it (NO_SUCH_USER, 400) so the admin console can say what went wrong.
 */
export function noSuchUser(id: string): ApiErrorDef {
  return { message: 'No such user.', code: 'NO_SUCH_USER', id };
}

/** The local, not deleted account a moderation endpoint acts on. */
export function targetUser(instance: InstanceContext, userId: string, notFound: ApiErrorDef): UserRow {
  const user = instance.users.findById(userId);
  if (!user || user.isDeleted) throw new ApiError(notFound);
  return user;
}

/** Whether the target is staff (by flag or by role), which moderators may not act on. */
export function isStaff(instance: InstanceContext, user: UserRow): boolean {
  const staff = staffOf(instance, user);
  return staff.isAdmin || staff.isModerator;
}
