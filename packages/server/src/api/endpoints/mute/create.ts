import { hasMuteRow, mute } from '../../../services/relations/mutes.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { otherUser } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:mutes',
  limit: { duration: 60 * 60 * 1000, max: 20 },
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '6fef56f3-e765-4957-88e5-c6f65329b8a5',
    },
    muteeIsYourself: {
      message: 'Mutee is yourself.',
      code: 'MUTEE_IS_YOURSELF',
      id: 'a4619cb2-5f23-484b-9301-94c903074e10',
    },
    alreadyMuting: {
      message: 'You are already muting that user.',
      code: 'ALREADY_MUTING',
      id: '7e7359cb-160c-4956-b08f-4d1c653cd007',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    // A Unix time in milliseconds; null or absent mutes until unmuted.
    expiresAt: { type: ['integer', 'null'] },
  },
  required: ['userId'],
} as const satisfies ParamDef;

/** Mutes a user; an expiry already past mutes nothing and answers success, as Misskey does. */
export const handler: SignedInHandler<'mute/create', void> = (ps, { instance, user: me }) => {
  const mutee = otherUser(instance, me, ps.userId, {
    yourself: meta.errors.muteeIsYourself,
    noSuchUser: meta.errors.noSuchUser,
  });
  if (hasMuteRow(instance.db, me.id, mutee.id)) throw new ApiError(meta.errors.alreadyMuting);
  if (ps.expiresAt != null && ps.expiresAt <= Date.now()) return;
  mute(instance, me.id, mutee.id, ps.expiresAt != null ? new Date(ps.expiresAt) : null);
};
