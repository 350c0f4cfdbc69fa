import type { entities } from 'misskey-js';
import { searchFlashes } from '../../../services/flash.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { pageOf, pageProperties } from '../following/shared.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { query: { type: 'string', minLength: 1, maxLength: 256 }, ...pageProperties },
  required: ['query'],
} as const satisfies ParamDef;

/** Public plays whose title or summary holds the query, newest first. */
export const handler: Handler<'flash/search', entities.Flash[]> = (ps, { instance, user }) =>
  searchFlashes(instance, user, ps.query.trim(), pageOf(ps));
