import type { entities } from 'misskey-js';
import { listMutedChannels, packChannels } from '../../../../services/channels/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:channels',
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** The channels the signed-in user mutes now, newest mute first. */
export const handler: SignedInHandler<'channels/mute/list', entities.Channel[]> = (_ps, { instance, user }) =>
  packChannels(instance, listMutedChannels(instance, user.id), user);
