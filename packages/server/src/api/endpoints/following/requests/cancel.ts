import type { entities } from 'misskey-js';
import { removeFollowRequest } from '../../../../services/follows.js';
import { packUserLite } from '../../../../services/user-packer.js';
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
      id: '4e68c551-fc4c-4e46-bb41-7d4a37bf9dab',
    },
    followRequestNotFound: {
      message: 'Follow request not found.',
      code: 'FOLLOW_REQUEST_NOT_FOUND',
      id: '089b125b-d338-482a-9a09-e2622ac9f8d4',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'following/requests/cancel', entities.UserLite> = (
  ps,
  { instance, user: me },
) => {
  const followee = findVisibleUser(instance, ps.userId, me);
  if (!followee) throw new ApiError(meta.errors.noSuchUser);
  if (!removeFollowRequest(instance, me.id, followee.id))
    throw new ApiError(meta.errors.followRequestNotFound);
  return packUserLite(instance, followee);
};
