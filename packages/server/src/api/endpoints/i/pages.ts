import type { entities } from 'misskey-js';
import { listUserPages } from '../../../services/pages/pages.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:pages',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
} as const satisfies ParamDef;

/** The signed-in user's own pages, newest first. */
export const handler: SignedInHandler<'i/pages', entities.Page[]> = (ps, { instance, user }) =>
  listUserPages(instance, user.id, user, { limit: ps.limit ?? 10, sinceId: ps.sinceId, untilId: ps.untilId });
