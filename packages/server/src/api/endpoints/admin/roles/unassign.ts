import { findRoleById } from '../../../../db/roles.js';
import { aboutUser, logModeration } from '../../../../services/moderation/log.js';
import { unassignRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchRole, noSuchUser } from './errors.js';

/** Takes a role away from a user; like assign, moderators only where the role allows it. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:roles',
  errors: {
    noSuchRole: noSuchRole('6e519036-a70d-4c76-b679-bc8fb18194e2'),
    noSuchUser: noSuchUser('2b730f78-1179-461b-88ad-d24c9af1a5ce'),
    notAssigned: {
      message: 'User was not assigned to this role.',
      code: 'NOT_ASSIGNED',
      id: 'b9060ac7-5c94-4da4-9f55-2047c953df44',
    },
    accessDenied: {
      message: 'Only administrators can edit members of the role.',
      code: 'ACCESS_DENIED',
      id: '24636eee-e8c1-493e-94b2-e16ad401e262',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { roleId: { type: 'string' }, userId: { type: 'string' } },
  required: ['roleId', 'userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/unassign', void> = (ps, { instance, user: me }) => {
  const role = findRoleById(instance.db, ps.roleId);
  if (!role) throw new ApiError(meta.errors.noSuchRole);
  if (!role.canEditMembersByModerator && !me.isAdmin) throw new ApiError(meta.errors.accessDenied);
  const user = instance.users.findById(ps.userId);
  if (!user) throw new ApiError(meta.errors.noSuchUser);
  if (!unassignRole(instance, role, user)) throw new ApiError(meta.errors.notAssigned);
  logModeration(instance, me, 'unassignRole', { ...aboutUser(user), roleId: role.id, roleName: role.name });
};
