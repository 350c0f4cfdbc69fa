import { findRoleById, type RoleRow } from '../../../db/roles.js';
import type { InstanceContext } from '../../../services/context.js';
import { ApiError, type ApiErrorDef } from '../../errors.js';

/**
 * The role behind a public roles/* call. A role that is not public does not exist for these
 * endpoints (Misskey answers NO_SUCH_ROLE, each endpoint with its own id); `explorable` also
 * requires `isExplorable`, as roles/users does.
 */
export function publicRole(
  ctx: InstanceContext,
  roleId: string,
  error: ApiErrorDef,
  { explorable = false } = {},
): RoleRow {
  const role = findRoleById(ctx.db, roleId);
  if (!role?.isPublic || (explorable && !role.isExplorable)) throw new ApiError(error);
  return role;
}

export const noSuchRole = (id: string): ApiErrorDef => ({
  message: 'No such role.',
  code: 'NO_SUCH_ROLE',
  id,
});
