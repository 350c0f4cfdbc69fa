import { findRoleById } from '../../../../db/roles.js';
import { aboutUser, logModeration } from '../../../../services/moderation/log.js';
import { assignRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchRole, noSuchUser } from './errors.js';

/**
 * Gives a role to a user, until `expiresAt` (ms since the epoch) when given. Moderators may
 * call it; they may change members only of a role with `canEditMembersByModerator`, as in
 * Misskey.
 */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:roles',
  errors: {
    noSuchRole: noSuchRole('6503c040-6af4-4ed9-bf07-f2dd16678eab'),
    noSuchUser: noSuchUser('558ea170-f653-4700-94d0-5a818371d0df'),
    alreadyAssigned: {
      message: 'User is already assigned to this role.',
      code: 'ALREADY_ASSIGNED',
      id: '67d8689c-25c6-435f-8ced-631e4b81fce1',
    },
    accessDenied: {
      message: 'Only administrators can edit members of the role.',
      code: 'ACCESS_DENIED',
      id: '25b5bc31-dc79-4ebd-9bd2-c84978fd052c',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    roleId: { type: 'string' },
    userId: { type: 'string' },
    expiresAt: { type: ['integer', 'null'] },
  },
  required: ['roleId', 'userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/assign', void> = (ps, { instance, user: me }) => {
  const role = findRoleById(instance.db, ps.roleId);
  if (!role) throw new ApiError(meta.errors.noSuchRole);
  if (!role.canEditMembersByModerator && !me.isAdmin) throw new ApiError(meta.errors.accessDenied);
  const user = instance.users.findById(ps.userId);
  if (!user) throw new ApiError(meta.errors.noSuchUser);
  // Misskey ignores an assignment that has already expired.
  if (ps.expiresAt != null && ps.expiresAt <= Date.now()) return;
  const expiresAt = ps.expiresAt == null ? null : new Date(ps.expiresAt).toISOString();
  if (!assignRole(instance, role, user, expiresAt)) throw new ApiError(meta.errors.alreadyAssigned);
  logModeration(instance, me, 'assignRole', {
    ...aboutUser(user),
    roleId: role.id,
    roleName: role.name,
    expiresAt,
  });
};
