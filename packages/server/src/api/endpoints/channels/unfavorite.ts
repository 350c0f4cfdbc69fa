import { removeMembership } from '../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { channelIdParam, channelOr, noSuchChannel } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  errors: { noSuchChannel: noSuchChannel('353c68dd-131a-476c-aa99-88a345e83668') },
} satisfies EndpointMeta;

export const paramDef = channelIdParam satisfies ParamDef;

/** Unfavorites the channel; not having it as a favorite is no error, as in Misskey. */
export const handler: SignedInHandler<'channels/unfavorite', void> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  removeMembership(instance, 'channel_favorites', user.id, channel.id);
};
