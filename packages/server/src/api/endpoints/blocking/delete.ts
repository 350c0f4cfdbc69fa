import type { entities } from 'misskey-js';
import { unblock } from '../../../services/relations/blocks.js';
import { packUserDetailed } from '../../../services/user-packer.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { otherUser, userIdParam } from '../mute/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:blocks',
  limit: { duration: 60 * 60 * 1000, max: 100 },
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '8621d8bf-c358-4303-a066-5ea78610eb3f',
    },
    blockeeIsYourself: {
      message: 'Blockee is yourself.',
      code: 'BLOCKEE_IS_YOURSELF',
      id: '06f6fac6-524b-473c-a354-e97a40ae6eac',
    },
    notBlocking: {
      message: 'You are not blocking that user.',
      code: 'NOT_BLOCKING',
      id: '291b2efa-60c6-45c0-9f6a-045c8f9b02cd',
    },
  },
} satisfies EndpointMeta;

export const paramDef = userIdParam;

export const handler: SignedInHandler<'blocking/delete', entities.UserDetailedNotMe> = (
  ps,
  { instance, user: me },
) => {
  const blockee = otherUser(instance, me, ps.userId, {
    yourself: meta.errors.blockeeIsYourself,
    noSuchUser: meta.errors.noSuchUser,
  });
  if (!unblock(instance, me.id, blockee.id)) throw new ApiError(meta.errors.notBlocking);
  return packUserDetailed(instance, blockee, me) as entities.UserDetailedNotMe;
};
