import { findRoleById, roleAssignments } from '../../../../db/roles.js';
import { packUserDetailed } from '../../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchRole } from './errors.js';

/** The members of any role, with when each was given it and until when (moderators). */
export const meta = {
  requireCredential: false,
  requireModerator: true,
  kind: 'read:admin:roles',
  errors: { noSuchRole: noSuchRole('224eff5e-2488-4b18-b3e7-f50d94421648') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    roleId: { type: 'string' },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
  required: ['roleId'],
} as const satisfies ParamDef;

/**
 * Assignments in force (expired ones are left out, as in Misskey). Deviation: an assignment
 * has no id of its own, so each entry's `id` (the paging cursor) is the member's user id.
 */
export const handler: SignedInHandler<'admin/roles/users'> = (ps, { instance, user: me }) => {
  const role = findRoleById(instance.db, ps.roleId);
  if (!role) throw new ApiError(meta.errors.noSuchRole);
  const page = roleAssignments(instance.db, role.id, {
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    limit: ps.limit ?? 10,
  });
  const members = new Map(instance.users.findByIds(page.map((a) => a.userId)).map((u) => [u.id, u]));
  return page.flatMap((assignment) => {
    const member = members.get(assignment.userId);
    if (!member) return [];
    return [
      {
        id: assignment.userId,
        createdAt: assignment.createdAt,
        user: packUserDetailed(instance, member, me),
        expiresAt: assignment.expiresAt,
      },
    ];
  });
};
