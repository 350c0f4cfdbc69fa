import type { entities } from 'misskey-js';
import { countReader } from '../../../services/charts/events.js';
import { queryNotes } from '../../../services/notes/timelines.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { channelOr, noSuchChannel } from './shared.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchChannel: noSuchChannel('4d0eeeba-a02c-4c3c-9966-ef60d38d2e7f') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    channelId: { type: 'string' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    sinceDate: { type: 'integer' },
    untilDate: { type: 'integer' },
    // Misskey's fan-out cache may answer a short page when true; this instance reads the database.
    allowPartial: { type: 'boolean', default: false },
  },
  required: ['channelId'],
} as const satisfies ParamDef;

/** The channel's notes, newest first, through queryNotes (visibility, mutes and blocks). */
export const handler: Handler<'channels/timeline', entities.Note[]> = (ps, { instance, user }) => {
  const channel = channelOr(instance, ps.channelId, meta.errors.noSuchChannel);
  if (user) countReader(instance.db, user.id);
  return queryNotes(
    instance,
    user,
    { where: ['n.channel_id = @channelId'], params: { channelId: channel.id } },
    ps,
  );
};
