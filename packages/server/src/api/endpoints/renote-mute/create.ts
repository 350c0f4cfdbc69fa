import { renoteMute } from '../../../services/relations/mutes.js';
import type { EndpointMeta, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { otherUser, userIdParam } from '../mute/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:mutes',
  limit: { duration: 60 * 60 * 1000, max: 20 },
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '5e0a5dff-1e94-4202-87ae-4d9c89eb2271',
    },
    muteeIsYourself: {
      message: 'Mutee is yourself.',
      code: 'MUTEE_IS_YOURSELF',
      id: '37285718-52f7-4aef-b7de-c38b8e8a8420',
    },
    alreadyMuting: {
      message: 'You are already muting that user.',
      code: 'ALREADY_MUTING',
      id: 'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b',
    },
  },
} satisfies EndpointMeta;

export const paramDef = userIdParam;

/** Hides the user's pure renotes from the signed-in user's timelines. */
export const handler: SignedInHandler<'renote-mute/create', void> = (ps, { instance, user: me }) => {
  const mutee = otherUser(instance, me, ps.userId, {
    yourself: meta.errors.muteeIsYourself,
    noSuchUser: meta.errors.noSuchUser,
  });
  if (!renoteMute(instance, me.id, mutee.id)) throw new ApiError(meta.errors.alreadyMuting);
};
