import type { entities } from 'misskey-js';
import { createRole, packRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { type RoleFieldParams, roleFieldProperties, roleFields } from './role-params.js';

/** Creates a manual role (admins only, as in Misskey). */
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

export const handler: SignedInHandler<'admin/roles/create', entities.Role> = (rawParams, { instance }) => {
  const fields = roleFields(rawParams as RoleFieldParams);
  const role = createRole(instance, {
    name: fields.name ?? '',
    description: fields.description ?? '',
    color: fields.color ?? null,
    iconUrl: fields.iconUrl ?? null,
    isPublic: fields.isPublic ?? false,
    isExplorable: fields.isExplorable ?? false,
  });
  return packRole(instance, role);
};
