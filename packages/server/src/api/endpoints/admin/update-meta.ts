import { setRegistrationDisabled } from '../../../services/invites.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

/**
 * Misskey's instance settings. This instance keeps only `disableRegistration` (sign-up by
 * invitation code); the other fields Misskey takes are dropped, as undeclared parameters are.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:meta',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { disableRegistration: { type: ['boolean', 'null'] } },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/update-meta', void> = (ps, { instance }) => {
  if (typeof ps.disableRegistration === 'boolean') setRegistrationDisabled(instance, ps.disableRegistration);
};
