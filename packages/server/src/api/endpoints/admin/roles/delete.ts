import { findRoleById } from '../../../../db/roles.js';
import { logModeration } from '../../../../services/moderation/log.js';
import { deleteRole, packRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchRole } from './errors.js';

/**
 * Deletes a role and its assignments (admins only). Emoji that required it keep the id, so
 * nobody can react with them until an admin edits the emoji, as in Misskey.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
  errors: { noSuchRole: noSuchRole('de0d6ecd-8e0a-4253-88ff-74bc89ae3d45') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { roleId: { type: 'string' } },
  required: ['roleId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/delete', void> = (ps, { instance, user: me }) => {
  const role = findRoleById(instance.db, ps.roleId);
  if (!role) throw new ApiError(meta.errors.noSuchRole);
  const packed = packRole(instance, role);
  deleteRole(instance, role);
  logModeration(instance, me, 'deleteRole', { roleId: role.id, role: packed });
};
