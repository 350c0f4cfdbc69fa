import { acceptFollowRequest } from '../../../../services/follows.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { findVisibleUser } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:following',
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '66ce1645-d66c-46bb-8b79-96739af885bd',
    },
    noFollowRequest: {
      message: 'No follow request.',
      code: 'NO_FOLLOW_REQUEST',
      id: 'bcde4f8b-0913-4614-8881-614e522fb041',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'following/requests/accept', void> = (ps, { instance, user: me }) => {
  const follower = findVisibleUser(instance, ps.userId, me);
  if (!follower) throw new ApiError(meta.errors.noSuchUser);
  if (!acceptFollowRequest(instance, me, follower)) throw new ApiError(meta.errors.noFollowRequest);
};
