import { type TrendingTag, trendingHashtags } from '../../../services/explore.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** The hashtags most people used in public notes lately, with a per-10-minute chart. */
export const handler: Handler<'hashtags/trend', TrendingTag[]> = (_ps, { instance }) =>
  trendingHashtags(instance);
