import type { UserRow } from '../../db/users.js';
import {
  deserializeLogs,
  isValidMap,
  ReversiGame,
  type ReversiRules,
  replay,
  serializeLogs,
} from '../../games/reversi/engine.js';
import type { InstanceContext } from '../context.js';
import { deleteGame, findGame, packGameDetailed, type ReversiGameRow, saveGame } from './games.js';
import { publishGameStream, reversiState } from './state.js';

/** The settings players may change before the start (misskey-js `reversiUpdateKeys`). */
export const reversiUpdateKeys = [
  'map',
  'bw',
  'isLlotheo',
  'canPutEverywhere',
  'loopedBoard',
  'timeLimitForEachTurn',
] as const;
export type ReversiUpdateKey = (typeof reversiUpdateKeys)[number];

/** Settings a game made with `noIrregularRules` keeps at their regular value. */
const IRREGULAR: readonly ReversiUpdateKey[] = ['map', 'isLlotheo', 'canPutEverywhere', 'loopedBoard'];

/** The longest turn limit accepted (Misskey's smallint column; its client offers up to an hour). */
const MAX_TIME_LIMIT = 32_767;

/** Whether `value` is acceptable for `key`: Misskey's checks, plus a playable map and a whole number of seconds. */
export function isValidSetting(key: unknown, value: unknown): key is ReversiUpdateKey {
  switch (key) {
    case 'map':
      return isValidMap(value);
    case 'bw':
      return value === 'random' || value === '1' || value === '2';
    case 'isLlotheo':
    case 'canPutEverywhere':
    case 'loopedBoard':
      return typeof value === 'boolean';
    case 'timeLimitForEachTurn':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TIME_LIMIT;
    default:
      return false;
  }
}

function playerNumber(game: ReversiGameRow, user: UserRow): 1 | 2 | null {
  return game.user1Id === user.id ? 1 : game.user2Id === user.id ? 2 : null;
}

function rulesOf(game: ReversiGameRow): ReversiRules {
  return {
    isLlotheo: game.isLlotheo,
    canPutEverywhere: game.canPutEverywhere,
    loopedBoard: game.loopedBoard,
  };
}

/** The game's engine after its stored log: the cached one when it has made exactly those moves. */
function engineOf(ctx: InstanceContext, game: ReversiGameRow): ReversiGame {
  const engines = reversiState(ctx).engines;
  const cached = engines.get(game.id);
  if (cached && cached.moves.length === game.logs.length) return cached;
  const engine = replay(game.map, rulesOf(game), game.logs);
  engines.set(game.id, engine);
  return engine;
}

/** The player id of a colour (true: black) once `black` is known. */
function playerOfColor(game: ReversiGameRow, color: boolean): string {
  return (game.black === 1) === color ? game.user1Id : game.user2Id;
}

/** A setting changed by a player before the start; anyone else, a started game, or a ready player is ignored. */
export function updateSettings(
  ctx: InstanceContext,
  gameId: string,
  user: UserRow,
  key: ReversiUpdateKey,
  value: unknown,
): void {
  const game = findGame(ctx.db, gameId);
  if (!game || game.isStarted || game.isEnded || !isValidSetting(key, value)) return;
  const player = playerNumber(game, user);
  if (player === null || (player === 1 ? game.user1Ready : game.user2Ready)) return;
  if (game.noIrregularRules && IRREGULAR.includes(key)) return;
  const updated = { ...game, [key]: value } as ReversiGameRow;
  saveGame(ctx.db, updated);
  publishGameStream(ctx, game.id, 'updateSettings', { userId: user.id, key, value: value as never });
}

/** A player says they are ready (or no longer); the game starts a moment after both are. */
export function setReady(ctx: InstanceContext, gameId: string, user: UserRow, ready: boolean): void {
  const game = findGame(ctx.db, gameId);
  if (!game || game.isStarted || game.isEnded) return;
  const player = playerNumber(game, user);
  if (player === null) return;
  const updated = { ...game, [player === 1 ? 'user1Ready' : 'user2Ready']: ready } as ReversiGameRow;
  saveGame(ctx.db, updated);
  publishGameStream(ctx, game.id, 'changeReadyStates', {
    user1: updated.user1Ready,
    user2: updated.user2Ready,
  });
  if (!updated.user1Ready || !updated.user2Ready) return;
  // As Misskey: a short pause in which either may still change their mind.
  const timer = setTimeout(() => {
    try {
      if (!ctx.db.open) return;
      const fresh = findGame(ctx.db, game.id);
      if (fresh && !fresh.isStarted && !fresh.isEnded && fresh.user1Ready && fresh.user2Ready)
        startGame(ctx, fresh);
    } catch {
      // The instance closed meanwhile: nothing to start.
    }
  }, reversiState(ctx).startDelayMs);
  timer.unref();
}

function startGame(ctx: InstanceContext, game: ReversiGameRow): void {
  const black = game.bw === 'random' ? (Math.random() > 0.5 ? 1 : 2) : Number(game.bw);
  const engine = new ReversiGame(game.map, rulesOf(game));
  const started: ReversiGameRow = {
    ...game,
    isStarted: true,
    startedAt: new Date(ctx.rateLimiter.now()).toISOString(),
    black,
    crc32: String(engine.checksum()),
  };
  saveGame(ctx.db, started);
  // A board can be decided before the first move (no stones, or one colour only).
  if (engine.isEnded) {
    endGame(ctx, started, winnerOf(started, engine), null);
    return;
  }
  const packed = packGameDetailed(ctx, started);
  if (packed) publishGameStream(ctx, game.id, 'started', { game: packed });
}

function winnerOf(game: ReversiGameRow, engine: ReversiGame): string | null {
  const winner = engine.winner;
  return winner === null ? null : playerOfColor(game, winner);
}

function endGame(
  ctx: InstanceContext,
  game: ReversiGameRow,
  winnerId: string | null,
  reason: 'surrender' | 'timeout' | null,
): void {
  const loserId = winnerId === game.user1Id ? game.user2Id : game.user1Id;
  const ended: ReversiGameRow = {
    ...game,
    isEnded: true,
    endedAt: new Date(ctx.rateLimiter.now()).toISOString(),
    winnerId,
    surrenderedUserId: reason === 'surrender' ? loserId : null,
    timeoutUserId: reason === 'timeout' ? loserId : null,
  };
  saveGame(ctx.db, ended);
  reversiState(ctx).engines.delete(game.id);
  const packed = packGameDetailed(ctx, ended);
  if (packed) publishGameStream(ctx, game.id, 'ended', { winnerId, game: packed });
}

/** A player leaves a game before its start: it is deleted and the watchers are told. */
export function cancelGame(ctx: InstanceContext, gameId: string, user: UserRow): void {
  const game = findGame(ctx.db, gameId);
  if (!game || game.isStarted || playerNumber(game, user) === null) return;
  deleteGame(ctx.db, game.id);
  publishGameStream(ctx, game.id, 'canceled', { userId: user.id });
}

/**
 * A stone from a player: only theirs to play, on a cell the rules allow, in a running game.
 * Anything else is ignored, as Misskey does (the client learns the state from `log` events).
 */
export function putStone(
  ctx: InstanceContext,
  gameId: string,
  user: UserRow,
  pos: number,
  id: string | null,
): void {
  const game = findGame(ctx.db, gameId);
  if (!game?.isStarted || game.isEnded) return;
  const player = playerNumber(game, user);
  if (player === null) return;
  const color = game.black === player;
  const engine = engineOf(ctx, game);
  if (engine.turn !== color || !engine.put(pos)) return;

  const log = { time: ctx.rateLimiter.now(), player: color, operation: 'put' as const, pos };
  const updated: ReversiGameRow = {
    ...game,
    logs: serializeLogs([...deserializeLogs(game.logs), log]),
    crc32: String(engine.checksum()),
  };
  saveGame(ctx.db, updated);
  publishGameStream(ctx, game.id, 'log', { ...log, id });
  if (engine.isEnded) endGame(ctx, updated, winnerOf(updated, engine), null);
}

export function surrender(ctx: InstanceContext, game: ReversiGameRow, user: UserRow): void {
  if (game.isEnded || playerNumber(game, user) === null) return;
  endGame(ctx, game, game.user1Id === user.id ? game.user2Id : game.user1Id, 'surrender');
}

/**
 * Someone says the player to move ran out of time: when the turn's limit has passed since the
 * last move (or the start), that player loses. Misskey keeps a Redis key per turn for this;
 * here the log's last time is the turn's start.
 */
export function claimTimeIsUp(ctx: InstanceContext, gameId: string): void {
  const game = findGame(ctx.db, gameId);
  if (!game?.isStarted || game.isEnded || !game.startedAt) return;
  const engine = engineOf(ctx, game);
  if (engine.turn === null) return;
  const logs = deserializeLogs(game.logs);
  const turnStart = logs.at(-1)?.time ?? Date.parse(game.startedAt);
  if (ctx.rateLimiter.now() - turnStart < game.timeLimitForEachTurn * 1000) return;
  endGame(ctx, game, playerOfColor(game, !engine.turn), 'timeout');
}

/** reversi/verify: the game when the client's checksum differs from the server's (it must reload), else null. */
export function checkCrc(game: ReversiGameRow, crc32: string): ReversiGameRow | null {
  return crc32 !== game.crc32 ? game : null;
}
