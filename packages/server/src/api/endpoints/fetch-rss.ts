import { fetchFeed, rssErrors } from '../../services/rss/fetch-feed.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

/**
 * Misskey's needs no credential. Each call may make the instance fetch a URL someone chose,
 * so it is limited per client address (answers are cached three minutes per URL).
 */
export const meta = {
  requireCredential: false,
  allowGet: true,
  limit: { duration: 60 * 1000, max: 60 },
  errors: rssErrors,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { url: { type: 'string' } },
  required: ['url'],
} as const satisfies ParamDef;

export const handler: Handler<'fetch-rss'> = (ps, { instance }) => fetchFeed(instance.config, ps.url);
