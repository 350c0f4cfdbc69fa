import type { entities } from 'misskey-js';
import { listFeaturedChannels, packChannels } from '../../../services/channels/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = { requireCredential: false } satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/** The ten live channels with the most recent notes. */
export const handler: Handler<'channels/featured', entities.Channel[]> = (_ps, { instance, user }) =>
  packChannels(instance, listFeaturedChannels(instance), user);
