import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = { requireCredential: false } satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { host: { type: 'string' } },
  required: ['host'],
} as const satisfies ParamDef;

/**
 * This instance does not federate, so it knows no other instance: every host is unknown and
 * the answer is null (sent as 204, as Misskey answers an unknown host).
 */
export const handler: Handler<'federation/show-instance', null> = () => null;
