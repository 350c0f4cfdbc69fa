import { renoteUnmute } from '../../../services/relations/mutes.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { otherUser, userIdParam } from '../mute/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:mutes',
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '9b6728cf-638c-4aa1-bedb-e07d8101474d',
    },
    muteeIsYourself: {
      message: 'Mutee is yourself.',
      code: 'MUTEE_IS_YOURSELF',
      id: '619b1314-0850-4597-a242-e245f3da42af',
    },
    notMuting: {
      message: 'You are not muting that user.',
      code: 'NOT_MUTING',
      id: '2e4ef874-8bf0-4b4b-b069-4598f6d05817',
    },
  },
} satisfies EndpointMeta;

export const paramDef = userIdParam;

export const handler: SignedInHandler<'renote-mute/delete', void> = (ps, { instance, user: me }) => {
  const mutee = otherUser(instance, me, ps.userId, {
    yourself: meta.errors.muteeIsYourself,
    noSuchUser: meta.errors.noSuchUser,
  });
  if (!renoteUnmute(instance, me.id, mutee.id)) throw new ApiError(meta.errors.notMuting);
};
