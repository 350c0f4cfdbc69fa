import { addMembership } from '../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { channelIdParam, channelOr, noSuchChannel } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  errors: { noSuchChannel: noSuchChannel('c0031718-d573-4e85-928e-10039f1fbb68') },
} satisfies EndpointMeta;

export const paramDef = channelIdParam satisfies ParamDef;

/** Follows the channel; doing it twice changes nothing (Misskey would fail on its unique key). */
export const handler: SignedInHandler<'channels/follow', void> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  addMembership(instance, 'channel_followings', user.id, channel.id);
};
