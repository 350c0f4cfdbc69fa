import type { entities } from 'misskey-js';
import { follow, isFollowing } from '../../../services/follows.js';
import { isBlocking } from '../../../services/relations/index.js';
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
      id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    },
    followeeIsYourself: {
      message: 'Followee is yourself.',
      code: 'FOLLOWEE_IS_YOURSELF',
      id: '26fbe7bb-a331-4857-af17-205b426669a9',
    },
    alreadyFollowing: {
      message: 'You are already following that user.',
      code: 'ALREADY_FOLLOWING',
      id: '35387507-38c7-4cb9-9197-300b93783fa0',
    },
    blocking: {
      message: 'You are blocking that user.',
      code: 'BLOCKING',
      id: '4e2206ec-aa4f-4960-b865-6c23ac38e2d9',
    },
    blocked: {
      message: 'You are blocked by that user.',
      code: 'BLOCKED',
      id: 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { userId: { type: 'string' }, withReplies: { type: 'boolean' } },
  required: ['userId'],
} as const satisfies ParamDef;

/** Follows the user, or sends a follow request when their account is locked. */
export const handler: SignedInHandler<'following/create', entities.UserLite> = (
  ps,
  { instance, user: me },
) => {
  if (ps.userId === me.id) throw new ApiError(meta.errors.followeeIsYourself);
  const followee = findVisibleUser(instance, ps.userId, me);
  if (!followee) throw new ApiError(meta.errors.noSuchUser);
  if (isFollowing(instance, me.id, followee.id)) throw new ApiError(meta.errors.alreadyFollowing);
  if (isBlocking(instance.db, me.id, followee.id)) throw new ApiError(meta.errors.blocking);
  if (isBlocking(instance.db, followee.id, me.id)) throw new ApiError(meta.errors.blocked);
  follow(instance, me, followee);
  return packUserLite(instance, followee);
};
