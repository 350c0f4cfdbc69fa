import { findListFor, listMemberships, type Membership } from '../../../../services/lists/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchList } from './shared.js';

export const meta = {
  requireCredential: false,
  kind: 'read:account',
  errors: { noSuchList: noSuchList('7bc05c21-1d7a-41ae-88f1-66820f4dc686') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    listId: { type: 'string' },
    forPublic: { type: 'boolean', default: false },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
  required: ['listId'],
} as const satisfies ParamDef;

/** The owner sees their list's members; anyone sees a public list's with `forPublic`. */
export const handler: Handler<'users/lists/get-memberships', Membership[]> = (ps, { instance, user }) => {
  const list = findListFor(instance, user, ps.listId, ps.forPublic ?? false);
  if (!list) throw new ApiError(meta.errors.noSuchList);
  return listMemberships(instance, list, { limit: ps.limit ?? 30, sinceId: ps.sinceId, untilId: ps.untilId });
};
