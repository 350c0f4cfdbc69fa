import type { entities } from 'misskey-js';
import { logModeration } from '../../../../services/moderation/log.js';
import { createRole, defaultRoleInput, packRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { type RoleFieldParams, roleFieldProperties, roleFields } from './role-params.js';

/** Creates a role (admins only, as in Misskey); fields left out take Misskey's defaults. */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: roleFieldProperties,
  required: ['name'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/create', entities.Role> = (
  rawParams,
  { instance, user: me },
) => {
  const fields = roleFields(rawParams as RoleFieldParams);
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const role = createRole(instance, { ...defaultRoleInput(), ...given });
  const packed = packRole(instance, role);
  logModeration(instance, me, 'createRole', { roleId: role.id, role: packed });
  return packed;
};
