import type { entities } from 'misskey-js';
import { listGames, packGameLite } from '../../../services/reversi/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    my: { type: 'boolean', default: false },
  },
} as const satisfies ParamDef;

/** Started games for everyone (games are public, as in Misskey), or with `my` the caller's own, started or not. */
export const handler: Handler<'reversi/games', entities.ReversiGameLite[]> = (ps, { instance, user }) =>
  listGames(instance.db, {
    limit: ps.limit ?? 10,
    ...(ps.sinceId ? { sinceId: ps.sinceId } : {}),
    ...(ps.untilId ? { untilId: ps.untilId } : {}),
    ...(ps.my && user ? { playerId: user.id } : {}),
  }).flatMap((game) => packGameLite(instance, game) ?? []);
