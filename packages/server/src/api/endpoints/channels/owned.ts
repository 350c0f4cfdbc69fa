import type { entities } from 'misskey-js';
import { listOwnedChannels, packChannels } from '../../../services/channels/index.js';
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

/** The signed-in user's channels that are not archived, newest first. */
export const handler: SignedInHandler<'channels/owned', entities.Channel[]> = (ps, { instance, user }) =>
  packChannels(instance, listOwnedChannels(instance, user.id, pageOf(ps)), user);
