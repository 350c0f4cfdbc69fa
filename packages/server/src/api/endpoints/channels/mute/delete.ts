import { isMutingChannel, unmuteChannel } from '../../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { channelIdParam, channelOr } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  errors: {
    noSuchChannel: {
      message: 'No such Channel.',
      code: 'NO_SUCH_CHANNEL',
      id: 'e7998769-6e94-d9c2-6b8f-94a527314aba',
    },
    notMuting: {
      message: 'You are not muting that channel.',
      code: 'NOT_MUTING_CHANNEL',
      id: '14d55962-6ea8-d990-1333-d6bef78dc2ab',
    },
  },
} satisfies EndpointMeta;

export const paramDef = channelIdParam satisfies ParamDef;

export const handler: SignedInHandler<'channels/mute/delete', void> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  if (!isMutingChannel(instance, user.id, channel.id)) throw new ApiError(meta.errors.notMuting);
  unmuteChannel(instance, user.id, channel.id);
};
