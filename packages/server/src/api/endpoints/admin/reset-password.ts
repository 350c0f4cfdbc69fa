import { setPassword } from '../../../services/accounts.js';
import { aboutUser, logModeration } from '../../../services/moderation/log.js';
import { newPassword } from '../../../services/moderation/users.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { isStaff, noSuchUser, targetUser } from './users-shared/target.js';

/**
 * Gives the account a new random password and answers it once (it is stored only as a hash).
 * Misskey refuses only its root account; here a moderator may not reset a staff account's.
 */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:reset-password',
  errors: {
    noSuchUser: noSuchUser('e8b24f6a-0c3d-4a97-b1e5-6d9f2c4a8b13'),
    cannotResetStaff: {
      message: 'Only administrators can reset the password of a moderator or administrator.',
      code: 'ACCESS_DENIED',
      id: '1f7c3e9a-5b2d-4860-9a4e-c0d8b6f3e271',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/reset-password'> = async (ps, { instance, user: me }) => {
  const user = targetUser(instance, ps.userId, meta.errors.noSuchUser);
  if (user.host !== null || (!me.isAdmin && isStaff(instance, user)))
    throw new ApiError(meta.errors.cannotResetStaff);
  const password = newPassword();
  await setPassword(instance, user.id, password);
  logModeration(instance, me, 'resetPassword', aboutUser(user));
  return { password };
};
