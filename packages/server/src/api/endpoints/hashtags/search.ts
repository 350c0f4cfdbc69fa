import { searchHashtags } from '../../../services/notes/hashtags.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

/** Hashtags starting with `query`, most used first, for the composer's autocomplete. */
export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    query: { type: 'string' },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
  required: ['query'],
} as const satisfies ParamDef;

export const handler: Handler<'hashtags/search', string[]> = (rawParams, { instance }) => {
  const ps = rawParams as { query: string; limit: number; offset: number };
  // What the user typed after `#`, with or without the `#`.
  const prefix = ps.query.trim().replace(/^#/, '');
  if (prefix === '') return [];
  return searchHashtags(instance.db, prefix, ps.limit, ps.offset);
};
