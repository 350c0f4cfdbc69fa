import type { entities } from 'misskey-js';
import { packChannels, searchChannels } from '../../../services/channels/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { channelPageProperties, pageOf } from './shared.js';

export const meta = { requireCredential: false } satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    query: { type: 'string' },
    type: { type: 'string', enum: ['nameAndDescription', 'nameOnly'], default: 'nameAndDescription' },
    ...channelPageProperties,
  },
  required: ['query'],
} as const satisfies ParamDef;

/** Live channels whose name (or description) contains the query; an empty query finds all. */
export const handler: Handler<'channels/search', entities.Channel[]> = (ps, { instance, user }) =>
  packChannels(
    instance,
    searchChannels(instance, ps.query, ps.type ?? 'nameAndDescription', pageOf(ps)),
    user,
  );
