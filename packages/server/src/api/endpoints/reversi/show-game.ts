import type { entities } from 'misskey-js';
import { findGame, packGameDetailed } from '../../../services/reversi/index.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { gameIdParam, noSuchGame } from './shared.js';

export const meta = {
  requireCredential: false,
  errors: { noSuchGame: noSuchGame('f13a03db-fae1-46c9-87f3-43c8165419e1') },
} satisfies EndpointMeta;

export const paramDef = gameIdParam satisfies ParamDef;

/** Any game, to anyone: games are public in Misskey, watched by spectators and replayed. */
export const handler: Handler<'reversi/show-game', entities.ReversiGameDetailed> = (ps, { instance }) => {
  const game = findGame(instance.db, ps.gameId);
  const packed = game && packGameDetailed(instance, game);
  if (!packed) throw new ApiError(meta.errors.noSuchGame);
  return packed;
};
