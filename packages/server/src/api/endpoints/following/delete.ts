import type { entities } from 'misskey-js';
import { unfollow } from '../../../services/follows.js';
import { packUserLite } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { findVisibleUser } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:following',
  limit: { duration: 60 * 60 * 1000, max: 100 },
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '5b12c78d-2b28-4dca-99d2-f56139b42ff8',
    },
    followeeIsYourself: {
      message: 'Followee is yourself.',
      code: 'FOLLOWEE_IS_YOURSELF',
      id: 'd9e400b9-36b0-4808-b1d8-79e707f1296c',
    },
    notFollowing: {
      message: 'You are not following that user.',
      code: 'NOT_FOLLOWING',
      id: '5dbf82f5-c92b-40b1-87d1-6c8c0741fd09',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'following/delete', entities.UserLite> = (
  ps,
  { instance, user: me },
) => {
  if (ps.userId === me.id) throw new ApiError(meta.errors.followeeIsYourself);
  const followee = findVisibleUser(instance, ps.userId, me);
  if (!followee) throw new ApiError(meta.errors.noSuchUser);
  if (!unfollow(instance, me, followee)) throw new ApiError(meta.errors.notFollowing);
  return packUserLite(instance, followee);
};
