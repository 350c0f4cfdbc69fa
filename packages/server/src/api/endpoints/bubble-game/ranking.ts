import { topRecords } from '../../../services/bubble-game/index.js';
import { packUserLite } from '../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const meta = {
  requireCredential: false,
  allowGet: true,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    gameMode: { type: 'string' },
  },
  required: ['gameMode'],
} as const satisfies ParamDef;

/** The ten best scores of a mode from games seeded in the last seven days, as Misskey ranks them. */
export const handler: Handler<'bubble-game/ranking'> = (ps, { instance }) => {
  const since = new Date(Date.now() - WEEK_MS).toISOString();
  return topRecords(instance.db, ps.gameMode, since).flatMap((record) => {
    const user = instance.users.findById(record.userId);
    return user ? [{ id: record.id, score: record.score, user: packUserLite(instance, user) }] : [];
  });
};
