import type { entities } from 'misskey-js';
import { findRoleById } from '../../../../db/roles.js';
import { packRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchRole } from './errors.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:roles',
  errors: { noSuchRole: noSuchRole('07dc7d34-c0d8-49b7-96c6-db3ce64ee0b3') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { roleId: { type: 'string' } },
  required: ['roleId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/show', entities.Role> = (ps, { instance }) => {
  const role = findRoleById(instance.db, ps.roleId);
  if (!role) throw new ApiError(meta.errors.noSuchRole);
  return packRole(instance, role);
};
