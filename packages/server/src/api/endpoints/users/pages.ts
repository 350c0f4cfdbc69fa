import type { entities } from 'misskey-js';
import { listUserPages } from '../../../services/pages/pages.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { findVisibleUser } from '../following/shared.js';

// No kind, as in Misskey: a public list.
export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
  required: ['userId'],
} as const satisfies ParamDef;

/** A user's pages, newest first; a suspended or unknown user has none to show. */
export const handler: Handler<'users/pages', entities.Page[]> = (ps, { instance, user }) => {
  if (!findVisibleUser(instance, ps.userId, user)) return [];
  return listUserPages(instance, ps.userId, user, {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
  });
};
