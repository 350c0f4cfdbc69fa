import type { UserRow } from '../../../db/users.js';
import type { InstanceContext } from '../../../services/context.js';
import { policiesOf } from '../../../services/notes/policies.js';
import type { InstancePolicies } from '../../../services/policies.js';
import { ApiError } from '../../errors.js';

/** Misskey's answer when a role policy an endpoint needs (`requireRolePolicy`) is off. */
const rolePermissionDenied = {
  message: 'You are not assigned to a required role.',
  code: 'ROLE_PERMISSION_DENIED',
  kind: 'permission',
  id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
} as const;

/**
 * The invite endpoints need `canInvite`; administrators may use them regardless, as in
 * Misskey. Answers the user's policies for the limits.
 */
export function requireCanInvite(ctx: InstanceContext, user: UserRow): InstancePolicies {
  const policies = policiesOf(user, ctx);
  if (!policies.canInvite && !user.isAdmin) throw new ApiError(rolePermissionDenied);
  return policies;
}

/** `inviteLimit` 0 means no limit; otherwise how many more codes fit in the current cycle. */
export function remainingInvites(policies: InstancePolicies, madeInCycle: number): number | null {
  return policies.inviteLimit ? Math.max(0, policies.inviteLimit - madeInCycle) : null;
}
