import type { entities } from 'misskey-js';
import { packRole } from '../../../services/roles.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { noSuchRole, publicRole } from './public-role.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchRole: noSuchRole('de5502bf-009a-4639-86c1-fec349e46dcb') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { roleId: { type: 'string' } },
  required: ['roleId'],
} as const satisfies ParamDef;

/** A public role, for its page. */
export const handler: Handler<'roles/show'> = (ps, { instance }): entities.Role =>
  packRole(instance, publicRole(instance, ps.roleId, meta.errors.noSuchRole));
