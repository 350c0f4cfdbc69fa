import { removeMembership } from '../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { channelIdParam, channelOr, noSuchChannel } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:channels',
  errors: { noSuchChannel: noSuchChannel('19959ee9-0153-4c51-bbd9-a98c49dc59d6') },
} satisfies EndpointMeta;

export const paramDef = channelIdParam satisfies ParamDef;

/** Unfollows the channel; not following it is no error, as in Misskey. */
export const handler: SignedInHandler<'channels/unfollow', void> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  removeMembership(instance, 'channel_followings', user.id, channel.id);
};
