import type { ApiErrorDef } from '../../errors.js';

/** Misskey gives each reversi endpoint its own id for "no such game". */
export function noSuchGame(id: string): ApiErrorDef {
  return { message: 'No such game.', code: 'NO_SUCH_GAME', id };
}

export const gameIdParam = {
  type: 'object',
  properties: { gameId: { type: 'string' } },
  required: ['gameId'],
} as const;
