import type { entities } from 'misskey-js';
import { listFollowedChannels, packChannels } from '../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { channelPageProperties, pageOf } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:channels',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...channelPageProperties },
} as const satisfies ParamDef;

/** The channels the signed-in user follows, newest follow first. */
export const handler: SignedInHandler<'channels/followed', entities.Channel[]> = (ps, { instance, user }) =>
  packChannels(instance, listFollowedChannels(instance, user.id, pageOf(ps)), user);
