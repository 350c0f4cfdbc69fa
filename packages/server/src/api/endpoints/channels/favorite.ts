import { addMembership } from '../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { channelIdParam, channelOr, noSuchChannel } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  errors: { noSuchChannel: noSuchChannel('4938f5f3-6167-4c04-9149-6607b7542861') },
} satisfies EndpointMeta;

export const paramDef = channelIdParam satisfies ParamDef;

/** Favorites the channel; doing it twice changes nothing (Misskey would fail on its unique key). */
export const handler: SignedInHandler<'channels/favorite', void> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  addMembership(instance, 'channel_favorites', user.id, channel.id);
};
