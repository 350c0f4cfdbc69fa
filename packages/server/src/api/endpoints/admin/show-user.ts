import type { entities } from 'misskey-js';
import { adminUserInfo } from '../../../services/moderation/users.js';
import { staffOf } from '../../../services/roles.js';
import { type ApprovalState, approvalOf } from '../../../services/signup-approval/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchUser, targetUser } from './users-shared/target.js';

/** What moderators know of an account (mail, activity, roles, sign-ins for administrators). */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:show-user',
  errors: {
    noSuchUser: noSuchUser('0d5f8b2e-7a41-4c69-b3e8-9f1a6c4d2e75'),
    cannotShowAdmin: {
      message: 'Only administrators can see the details of an administrator.',
      code: 'ACCESS_DENIED',
      id: '6e2c9a4f-8b17-4d53-a0f6-3d7e1b9c5a82',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

/** Plus a fork's `approved` and `signupReason` (sign-up by approval), which misskey-js does not type. */
export const handler: SignedInHandler<'admin/show-user', entities.AdminShowUserResponse & ApprovalState> = (
  ps,
  { instance, user: me },
) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  // As Misskey: a moderator may not see an administrator's details.
  if (!me.isAdmin && staffOf(instance, user).isAdmin) throw new ApiError(meta.errors.cannotShowAdmin);
  return { ...adminUserInfo(instance, me, user), ...approvalOf(instance, user.id) };
};
