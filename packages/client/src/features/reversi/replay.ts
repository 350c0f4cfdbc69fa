import { type ReversiGame, type ReversiRules, replay, type SerializedLog } from '@reversi/engine';

export interface ReplayView {
  /** How many moves the board shows (0: the start), within 0…total. */
  step: number;
  total: number;
  game: ReversiGame;
  /** The cell of the move just shown, to mark it; null at the start. */
  lastPos: number | null;
}

/** A finished game's board after `step` moves of its log (clamped), for the replay slider. */
export function replayAt(
  map: readonly string[],
  rules: Partial<ReversiRules>,
  logs: readonly SerializedLog[],
  step: number,
): ReplayView {
  const total = logs.length;
  const clamped = Math.max(0, Math.min(total, Math.round(Number.isFinite(step) ? step : total)));
  const game = replay(map, rules, logs, clamped);
  const last = clamped > 0 ? logs[clamped - 1] : undefined;
  return { step: clamped, total, game, lastPos: last ? (last[3] ?? null) : null };
}
