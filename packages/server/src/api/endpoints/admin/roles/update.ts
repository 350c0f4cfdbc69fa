import { findRoleById } from '../../../../db/roles.js';
import { logModeration } from '../../../../services/moderation/log.js';
import { packRole, updateRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchRole } from './errors.js';
import { type RoleFieldParams, roleFieldProperties, roleFields } from './role-params.js';

/** Changes the given fields of a role (admins only); fields left out keep their value. */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
  errors: { noSuchRole: noSuchRole('cd23ef55-09ad-428a-ac61-95a45e124b32') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { roleId: { type: 'string' }, ...roleFieldProperties },
  required: ['roleId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/update', void> = (rawParams, { instance, user: me }) => {
  const ps = rawParams as RoleFieldParams & { roleId: string };
  const role = findRoleById(instance.db, ps.roleId);
  if (!role) throw new ApiError(meta.errors.noSuchRole);
  updateRole(instance, role, roleFields(ps));
  const after = findRoleById(instance.db, role.id);
  logModeration(instance, me, 'updateRole', {
    roleId: role.id,
    before: packRole(instance, role),
    after: after ? packRole(instance, after) : null,
  });
};
