import { ReversiGame, serializeLogs } from '@reversi/engine';
import { reversiMaps } from '@reversi/maps';
import { describe, expect, it } from 'vitest';
import { replayAt } from './replay';
import { appendLog } from './useReversiGame';

const map = reversiMaps.find((m) => m.id === 'eighteight')?.data ?? [];

/** A short real game: each colour plays its first legal move, four times. */
function playedLogs() {
  const game = new ReversiGame(map);
  const entries = [];
  for (let i = 0; i < 4 && game.turn !== null; i++) {
    const player = game.turn;
    const pos = game.legalMoves(player)[0] as number;
    game.put(pos);
    entries.push({ time: 1_000_000 + i * 1000, player, operation: 'put' as const, pos });
  }
  return { logs: serializeLogs(entries), final: game, entries };
}

describe('the replay slider', () => {
  it('shows the board after the chosen number of moves and marks the last one', () => {
    const { logs, entries } = playedLogs();
    const start = replayAt(map, {}, logs, 0);
    expect(start.step).toBe(0);
    expect(start.total).toBe(4);
    expect(start.lastPos).toBeNull();
    expect([start.game.blackCount, start.game.whiteCount]).toEqual([2, 2]);
    const one = replayAt(map, {}, logs, 1);
    expect(one.lastPos).toBe(entries[0]?.pos);
    expect(one.game.blackCount).toBe(4);
    expect(one.game.board[entries[0]?.pos as number]).toBe(true);
  });

  it('clamps the position to the log and ends on the final board', () => {
    const { logs, final } = playedLogs();
    expect(replayAt(map, {}, logs, -3).step).toBe(0);
    const end = replayAt(map, {}, logs, 99);
    expect(end.step).toBe(4);
    expect(end.game.board).toEqual(final.board);
  });
});

describe('a live log event', () => {
  it('is kept in Misskey’s serialized form, each time relative to the previous move', () => {
    let logs: number[][] = [];
    logs = appendLog(logs, 5000, true, 19);
    logs = appendLog(logs, 7500, false, 18);
    expect(logs).toEqual([
      [5000, 1, 0, 19],
      [2500, 0, 0, 18],
    ]);
  });
});
