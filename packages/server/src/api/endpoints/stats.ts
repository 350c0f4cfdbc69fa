import { instanceStats } from '../../services/charts/stats.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta = { requireCredential: false } satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** The server's figures for its about page and visitors. */
export const handler: Handler<'stats'> = (_ps, { instance }) => instanceStats(instance.db);
