import { BLACK, type Color, type ReversiGame, replay } from '@reversi/engine';
import type { GameDetailed } from './useReversiGame';

/** The viewer's seat: 1 or 2 when they play the game, null when they watch. */
export function seatOf(game: Pick<GameDetailed, 'user1Id' | 'user2Id'>, userId: string | null): 1 | 2 | null {
  if (userId === null) return null;
  return game.user1Id === userId ? 1 : game.user2Id === userId ? 2 : null;
}

/** The colour a seat plays once the game has started (`black` names the seat that has black). */
export function colorOfSeat(game: Pick<GameDetailed, 'black'>, seat: 1 | 2): Color | null {
  if (game.black !== 1 && game.black !== 2) return null;
  return game.black === seat ? BLACK : !BLACK;
}

/** The user playing a colour, once known. */
export function userOfColor(game: GameDetailed, color: Color): GameDetailed['user1'] | null {
  if (game.black !== 1 && game.black !== 2) return null;
  const blackSeat = game.black;
  const seat = color === BLACK ? blackSeat : blackSeat === 1 ? 2 : 1;
  return seat === 1 ? game.user1 : game.user2;
}

/** The engine's game after every logged move. */
export function engineOf(game: GameDetailed): ReversiGame {
  return replay(
    game.map,
    { isLlotheo: game.isLlotheo, canPutEverywhere: game.canPutEverywhere, loopedBoard: game.loopedBoard },
    game.logs,
  );
}

/** Milliseconds left for the current turn at `now`; null without a limit or outside a running game. */
export function turnTimeLeft(game: GameDetailed, now: number): number | null {
  if (!game.isStarted || game.isEnded || !game.startedAt || game.timeLimitForEachTurn <= 0) return null;
  let last = 0;
  for (const entry of game.logs) last += entry[0] ?? 0;
  const since = game.logs.length > 0 ? last : Date.parse(game.startedAt);
  return Math.max(0, since + game.timeLimitForEachTurn * 1000 - now);
}
