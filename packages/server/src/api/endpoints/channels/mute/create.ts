import { isMutingChannel, muteChannel } from '../../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { channelOr } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  errors: {
    noSuchChannel: {
      message: 'No such Channel.',
      code: 'NO_SUCH_CHANNEL',
      id: '7174361e-d58f-31d6-2e7c-6fb830786a3f',
    },
    alreadyMuting: {
      message: 'You are already muting that channel.',
      code: 'ALREADY_MUTING_CHANNEL',
      id: '5a251978-769a-da44-3e89-3931e43bb592',
    },
    expiresAtIsPast: {
      message: 'Cannot set past date to "expiresAt".',
      code: 'EXPIRES_AT_IS_PAST',
      id: '42b32236-df2c-a45f-fdbf-def67268f749',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    channelId: { type: 'string' },
    // A Unix time in milliseconds; null mutes for good.
    expiresAt: { type: ['integer', 'null'] },
  },
  required: ['channelId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'channels/mute/create', void> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  if (isMutingChannel(instance, user.id, channel.id)) throw new ApiError(meta.errors.alreadyMuting);
  if (ps.expiresAt && ps.expiresAt <= Date.now()) throw new ApiError(meta.errors.expiresAtIsPast);
  muteChannel(instance, user.id, channel.id, ps.expiresAt ? new Date(ps.expiresAt).toISOString() : null);
};
