import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import type { SerializedLog } from '../../games/reversi/engine.js';
import type { InstanceContext } from '../context.js';
import { parseIdDate } from '../ids.js';
import { packUserLite } from '../user-packer.js';

export type ReversiBw = 'random' | '1' | '2';

/** A reversi_games row, decoded. */
export interface ReversiGameRow {
  id: string;
  user1Id: string;
  user2Id: string;
  user1Ready: boolean;
  user2Ready: boolean;
  /** Which player has black (moves first): 1 for user1, 2 for user2; null until the start. */
  black: number | null;
  isStarted: boolean;
  isEnded: boolean;
  startedAt: string | null;
  endedAt: string | null;
  winnerId: string | null;
  surrenderedUserId: string | null;
  timeoutUserId: string | null;
  timeLimitForEachTurn: number;
  logs: SerializedLog[];
  map: string[];
  bw: ReversiBw;
  noIrregularRules: boolean;
  isLlotheo: boolean;
  canPutEverywhere: boolean;
  loopedBoard: boolean;
  crc32: string | null;
}

interface RawRow {
  id: string;
  user1_id: string;
  user2_id: string;
  user1_ready: number;
  user2_ready: number;
  black: number | null;
  is_started: number;
  is_ended: number;
  started_at: string | null;
  ended_at: string | null;
  winner_id: string | null;
  surrendered_user_id: string | null;
  timeout_user_id: string | null;
  time_limit_for_each_turn: number;
  logs: string;
  map: string;
  bw: string;
  no_irregular_rules: number;
  is_llotheo: number;
  can_put_everywhere: number;
  looped_board: number;
  crc32: string | null;
}

function decode(raw: RawRow): ReversiGameRow {
  return {
    id: raw.id,
    user1Id: raw.user1_id,
    user2Id: raw.user2_id,
    user1Ready: raw.user1_ready === 1,
    user2Ready: raw.user2_ready === 1,
    black: raw.black,
    isStarted: raw.is_started === 1,
    isEnded: raw.is_ended === 1,
    startedAt: raw.started_at,
    endedAt: raw.ended_at,
    winnerId: raw.winner_id,
    surrenderedUserId: raw.surrendered_user_id,
    timeoutUserId: raw.timeout_user_id,
    timeLimitForEachTurn: raw.time_limit_for_each_turn,
    logs: JSON.parse(raw.logs) as SerializedLog[],
    map: JSON.parse(raw.map) as string[],
    bw: raw.bw === '1' || raw.bw === '2' ? raw.bw : 'random',
    noIrregularRules: raw.no_irregular_rules === 1,
    isLlotheo: raw.is_llotheo === 1,
    canPutEverywhere: raw.can_put_everywhere === 1,
    loopedBoard: raw.looped_board === 1,
    crc32: raw.crc32,
  };
}

/** The row's columns for each field (what `saveGame` writes). */
function encode(game: ReversiGameRow): Record<string, string | number | null> {
  return {
    id: game.id,
    user1_id: game.user1Id,
    user2_id: game.user2Id,
    user1_ready: game.user1Ready ? 1 : 0,
    user2_ready: game.user2Ready ? 1 : 0,
    black: game.black,
    is_started: game.isStarted ? 1 : 0,
    is_ended: game.isEnded ? 1 : 0,
    started_at: game.startedAt,
    ended_at: game.endedAt,
    winner_id: game.winnerId,
    surrendered_user_id: game.surrenderedUserId,
    timeout_user_id: game.timeoutUserId,
    time_limit_for_each_turn: game.timeLimitForEachTurn,
    logs: JSON.stringify(game.logs),
    map: JSON.stringify(game.map),
    bw: game.bw,
    no_irregular_rules: game.noIrregularRules ? 1 : 0,
    is_llotheo: game.isLlotheo ? 1 : 0,
    can_put_everywhere: game.canPutEverywhere ? 1 : 0,
    looped_board: game.loopedBoard ? 1 : 0,
    crc32: game.crc32,
  };
}

export function findGame(db: Database, id: string): ReversiGameRow | null {
  const raw = db.prepare('SELECT * FROM reversi_games WHERE id = ?').get(id) as RawRow | undefined;
  return raw ? decode(raw) : null;
}

export function insertGame(db: Database, game: ReversiGameRow): void {
  const columns = encode(game);
  const names = Object.keys(columns);
  db.prepare(
    `INSERT INTO reversi_games (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
  ).run(columns);
}

/** Writes every field of the game back (a game is changed by one player's message at a time). */
export function saveGame(db: Database, game: ReversiGameRow): void {
  const columns = encode(game);
  const sets = Object.keys(columns)
    .filter((n) => n !== 'id')
    .map((n) => `${n} = @${n}`);
  db.prepare(`UPDATE reversi_games SET ${sets.join(', ')} WHERE id = @id`).run(columns);
}

export function deleteGame(db: Database, id: string): void {
  db.prepare('DELETE FROM reversi_games WHERE id = ?').run(id);
}

/** Games not started yet of `userId` (with `otherId` only, when given), newest first. */
export function pendingGamesOf(db: Database, userId: string, otherId?: string): ReversiGameRow[] {
  const rows = (
    otherId
      ? db
          .prepare(
            `SELECT * FROM reversi_games WHERE is_started = 0
               AND ((user1_id = @a AND user2_id = @b) OR (user1_id = @b AND user2_id = @a)) ORDER BY id DESC`,
          )
          .all({ a: userId, b: otherId })
      : db
          .prepare(
            'SELECT * FROM reversi_games WHERE is_started = 0 AND (user1_id = ? OR user2_id = ?) ORDER BY id DESC',
          )
          .all(userId, userId)
  ) as RawRow[];
  return rows.map(decode);
}

/** Forgets games that never started within `maxAgeMs` of their creation, as Misskey's cleanup. */
export function deleteStaleGames(db: Database, now: number, maxAgeMs: number): void {
  const ids = (db.prepare('SELECT id FROM reversi_games WHERE is_started = 0').all() as { id: string }[]).map(
    (r) => r.id,
  );
  for (const id of ids) if (parseIdDate(id).getTime() < now - maxAgeMs) deleteGame(db, id);
}

export interface GamePage {
  limit: number;
  sinceId?: string;
  untilId?: string;
  /** Only the games this user plays (started or not); otherwise every started game. */
  playerId?: string;
}

export function listGames(db: Database, page: GamePage): ReversiGameRow[] {
  const conditions: string[] = [];
  const args: (string | number)[] = [];
  if (page.playerId) {
    conditions.push('(user1_id = ? OR user2_id = ?)');
    args.push(page.playerId, page.playerId);
  } else {
    conditions.push('is_started = 1');
  }
  if (page.sinceId) {
    conditions.push('id > ?');
    args.push(page.sinceId);
  }
  if (page.untilId) {
    conditions.push('id < ?');
    args.push(page.untilId);
  }
  // As Misskey's pagination: oldest first when only sinceId is given, else newest first.
  const order = page.sinceId && !page.untilId ? 'ASC' : 'DESC';
  const rows = db
    .prepare(`SELECT * FROM reversi_games WHERE ${conditions.join(' AND ')} ORDER BY id ${order} LIMIT ?`)
    .all(...args, page.limit) as RawRow[];
  return rows.map(decode);
}

function packPlayers(ctx: InstanceContext, game: ReversiGameRow) {
  const [first, second] = [game.user1Id, game.user2Id].map((id) => ctx.users.findById(id));
  if (!first || !second) return null;
  const user1 = packUserLite(ctx, first);
  const user2 = packUserLite(ctx, second);
  const winner = game.winnerId === user1.id ? user1 : game.winnerId === user2.id ? user2 : null;
  return { user1, user2, winner };
}

export function packGameLite(ctx: InstanceContext, game: ReversiGameRow): entities.ReversiGameLite | null {
  const players = packPlayers(ctx, game);
  if (!players) return null;
  return {
    id: game.id,
    createdAt: parseIdDate(game.id).toISOString(),
    startedAt: game.startedAt,
    endedAt: game.endedAt,
    isStarted: game.isStarted,
    isEnded: game.isEnded,
    user1Id: game.user1Id,
    user2Id: game.user2Id,
    ...players,
    winnerId: game.winnerId,
    surrenderedUserId: game.surrenderedUserId,
    timeoutUserId: game.timeoutUserId,
    black: game.black,
    bw: game.bw,
    noIrregularRules: game.noIrregularRules,
    isLlotheo: game.isLlotheo,
    canPutEverywhere: game.canPutEverywhere,
    loopedBoard: game.loopedBoard,
    timeLimitForEachTurn: game.timeLimitForEachTurn,
  };
}

export function packGameDetailed(
  ctx: InstanceContext,
  game: ReversiGameRow,
): entities.ReversiGameDetailed | null {
  const lite = packGameLite(ctx, game);
  if (!lite) return null;
  return {
    ...lite,
    form1: null,
    form2: null,
    user1Ready: game.user1Ready,
    user2Ready: game.user2Ready,
    logs: game.logs,
    map: game.map,
  };
}
