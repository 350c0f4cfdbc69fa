import { unmute } from '../../../services/relations/mutes.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { otherUser, userIdParam } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:mutes',
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: 'b851d00b-8ab1-4a56-8b1b-e24187cb48ef',
    },
    muteeIsYourself: {
      message: 'Mutee is yourself.',
      code: 'MUTEE_IS_YOURSELF',
      id: 'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9',
    },
    notMuting: {
      message: 'You are not muting that user.',
      code: 'NOT_MUTING',
      id: '5467d020-daa9-4553-81e1-135c0c35a96d',
    },
  },
} satisfies EndpointMeta;

export const paramDef = userIdParam;

export const handler: SignedInHandler<'mute/delete', void> = (ps, { instance, user: me }) => {
  const mutee = otherUser(instance, me, ps.userId, {
    yourself: meta.errors.muteeIsYourself,
    noSuchUser: meta.errors.noSuchUser,
  });
  if (!unmute(instance, me.id, mutee.id)) throw new ApiError(meta.errors.notMuting);
};
