import type { entities } from 'misskey-js';
import { listFeaturedFlashes } from '../../../services/flash.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    offset: { type: 'integer', minimum: 0, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const satisfies ParamDef;

export const handler: Handler<'flash/featured', entities.Flash[]> = (ps, { instance, user }) =>
  listFeaturedFlashes(instance, user, { offset: ps.offset ?? 0, limit: ps.limit ?? 10 });
