import { suspendUser } from '../../../services/moderation/users.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { isStaff, noSuchUser, targetUser } from './users-shared/target.js';

/** Suspends an account (services/moderation/users.ts says what that does). Not staff accounts. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:suspend-user',
  errors: {
    noSuchUser: noSuchUser('a3f5c9e2-1b6d-4f0e-9c8a-2d7e5b1f4a60'),
    cannotSuspendModerator: {
      message: 'Cannot suspend a moderator or administrator account.',
      code: 'CANNOT_SUSPEND_MODERATOR',
      id: '4b8e2f17-6c3a-4d95-a1e0-7f9b3c5d2e81',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/suspend-user', void> = (ps, { instance, user: me }) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  if (isStaff(instance, user)) throw new ApiError(meta.errors.cannotSuspendModerator);
  if (!user.isSuspended) suspendUser(instance, me, user);
};
