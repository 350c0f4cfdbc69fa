import type { Endpoints } from 'misskey-js';
import { checkCrc, findGame, packGameDetailed } from '../../../services/reversi/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { noSuchGame } from './shared.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchGame: noSuchGame('8fb05624-b525-43dd-90f7-511852bdfeee') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { gameId: { type: 'string' }, crc32: { type: 'string' } },
  required: ['gameId', 'crc32'],
} as const satisfies ParamDef;

/**
 * Compares a client's board checksum with the server's; when they differ the client is out of
 * step and gets the whole game to redraw. Deviation: an unknown game answers NO_SUCH_GAME (its
 * declared error), where Misskey's service throws and answers INTERNAL_ERROR.
 */
export const handler: Handler<'reversi/verify', Endpoints['reversi/verify']['res']> = (ps, { instance }) => {
  const game = findGame(instance.db, ps.gameId);
  if (!game) throw new ApiError(meta.errors.noSuchGame);
  const desynced = checkCrc(game, ps.crc32);
  if (!desynced) return { desynced: false };
  return { desynced: true, game: packGameDetailed(instance, desynced) };
};
