import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

/**
 * The name of every endpoint this instance serves, as Misskey answers it. Clients read it to
 * tell which features a server offers (an older Misskey or a fork may lack some).
 */
export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

export const handler: Handler<'endpoints'> = (_params, { served = [] }) => served.map((ep) => ep.name);
