import type { entities } from 'misskey-js';
import { listRoles } from '../../../db/roles.js';
import { packRole } from '../../../services/roles.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = { requireCredential: true, kind: 'read:account' } satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** The roles anyone may explore: public and explorable. */
export const handler: SignedInHandler<'roles/list'> = (_ps, { instance }): entities.Role[] =>
  listRoles(instance.db)
    .filter((role) => role.isPublic && role.isExplorable)
    .map((role) => packRole(instance, role));
