import type { entities } from 'misskey-js';
import { packChannel } from '../../../services/channels/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { channelIdParam, channelOr, noSuchChannel } from './shared.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchChannel: noSuchChannel('6f6c314b-7486-4897-8966-c04a66a02923') },
} satisfies EndpointMeta;

export const paramDef = channelIdParam satisfies ParamDef;

/** With the pinned notes the viewer may see (Misskey's detailed packing). */
export const handler: Handler<'channels/show', entities.Channel> = (ps, { instance, user }) =>
  packChannel(instance, channelOr(instance, ps.channelId, meta.errors.noSuchChannel), user, true);
