import { ApiError } from '../../api/errors.js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { policiesOf } from '../notes/policies.js';
import { emojiErrors } from './errors.js';

/**
 * Who may add, change, delete and list custom emoji: admins and moderators, or anyone the
 * `canManageCustomEmojis` policy allows (Misskey's requireRolePolicy, where admins pass too).
 */
export function canManageEmojis(user: UserRow, ctx: InstanceContext): boolean {
  if (user.isAdmin || user.isModerator) return true;
  return policiesOf(user, ctx).canManageCustomEmojis === true;
}

export function assertCanManageEmojis(user: UserRow, ctx: InstanceContext): void {
  if (!canManageEmojis(user, ctx)) throw new ApiError(emojiErrors.rolePermissionDenied);
}
