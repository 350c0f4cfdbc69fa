import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:queue',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

/** Delayed ActivityPub jobs by host: none, this instance does not federate. */
export const handler: SignedInHandler<'admin/queue/inbox-delayed'> = () => [];
