import type { entities } from 'misskey-js';
import { block } from '../../../services/relations/blocks.js';
import { isBlocking } from '../../../services/relations/index.js';
import { packUserDetailed } from '../../../services/user-packer.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { otherUser, userIdParam } from '../mute/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:blocks',
  limit: { duration: 60 * 60 * 1000, max: 20 },
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '7cc4f851-e2f1-4621-9633-ec9e1d00c01e',
    },
    blockeeIsYourself: {
      message: 'Blockee is yourself.',
      code: 'BLOCKEE_IS_YOURSELF',
      id: '88b19138-f28d-42c0-8499-6a31bbd0fdc6',
    },
    alreadyBlocking: {
      message: 'You are already blocking that user.',
      code: 'ALREADY_BLOCKING',
      id: '787fed64-acb9-464a-82eb-afbd745b9614',
    },
  },
} satisfies EndpointMeta;

export const paramDef = userIdParam;

/** Blocks a user (ending follows and follow requests both ways) and answers them as now seen. */
export const handler: SignedInHandler<'blocking/create', entities.UserDetailedNotMe> = (
  ps,
  { instance, user: me },
) => {
  const blockee = otherUser(instance, me, ps.userId, {
    yourself: meta.errors.blockeeIsYourself,
    noSuchUser: meta.errors.noSuchUser,
  });
  if (isBlocking(instance.db, me.id, blockee.id)) throw new ApiError(meta.errors.alreadyBlocking);
  block(instance, me, blockee);
  return packUserDetailed(instance, blockee, me) as entities.UserDetailedNotMe;
};
