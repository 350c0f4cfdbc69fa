import type { entities } from 'misskey-js';
import { listRoles } from '../../../../db/roles.js';
import { packRole } from '../../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

/** Every role (moderators and admins). */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:roles',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/list', entities.Role[]> = (_ps, { instance }) =>
  listRoles(instance.db).map((role) => packRole(instance, role));
