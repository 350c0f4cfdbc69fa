import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:relays',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

/** This instance does not federate, so it follows no relay. */
export const handler: SignedInHandler<'admin/relays/list'> = () => [];
