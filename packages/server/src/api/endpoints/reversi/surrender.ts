import { findGame, surrender } from '../../../services/reversi/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { gameIdParam, noSuchGame } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchGame: noSuchGame('ace0b11f-e0a6-4076-a30d-e8284c81b2df'),
    alreadyEnded: {
      message: 'That game has already ended.',
      code: 'ALREADY_ENDED',
      id: '6c2ad4a6-cbf1-4a5b-b187-b772826cfc6d',
    },
    accessDenied: {
      message: 'Access denied.',
      code: 'ACCESS_DENIED',
      id: '6e04164b-a992-4c93-8489-2123069973e1',
    },
  },
} satisfies EndpointMeta;

export const paramDef = gameIdParam satisfies ParamDef;

/** A player gives up (before the start too, as in Misskey): the other one wins. */
export const handler: SignedInHandler<'reversi/surrender', void> = (ps, { instance, user }) => {
  const game = findGame(instance.db, ps.gameId);
  if (!game) throw new ApiError(meta.errors.noSuchGame);
  if (game.isEnded) throw new ApiError(meta.errors.alreadyEnded);
  if (game.user1Id !== user.id && game.user2Id !== user.id) throw new ApiError(meta.errors.accessDenied);
  surrender(instance, game, user);
};
