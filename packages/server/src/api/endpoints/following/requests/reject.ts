import { removeFollowRequest } from '../../../../services/follows.js';
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
      id: 'abc2ffa6-25b2-4380-ba99-321ff3a94555',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

/** Like Misskey, rejecting a request that does not exist is not an error. */
export const handler: SignedInHandler<'following/requests/reject', void> = (ps, { instance, user: me }) => {
  const follower = findVisibleUser(instance, ps.userId, me);
  if (!follower) throw new ApiError(meta.errors.noSuchUser);
  removeFollowRequest(instance, follower.id, me.id);
};
