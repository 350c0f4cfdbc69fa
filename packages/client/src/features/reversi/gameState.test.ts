import { describe, expect, it } from 'vitest';
import { colorOfSeat, seatOf, turnTimeLeft } from './gameState';
import type { GameDetailed } from './useReversiGame';

const base = {
  user1Id: 'u1',
  user2Id: 'u2',
  black: 2,
  isStarted: true,
  isEnded: false,
  startedAt: new Date(10_000).toISOString(),
  timeLimitForEachTurn: 30,
  logs: [] as number[][],
} as unknown as GameDetailed;

describe('a viewer of a reversi game', () => {
  it('plays the seat of their id and the colour that seat was given; anyone else watches', () => {
    expect(seatOf(base, 'u1')).toBe(1);
    expect(seatOf(base, 'u2')).toBe(2);
    expect(seatOf(base, 'u3')).toBeNull();
    expect(seatOf(base, null)).toBeNull();
    // `black: 2` gives the second player black (true), the first white.
    expect(colorOfSeat(base, 2)).toBe(true);
    expect(colorOfSeat(base, 1)).toBe(false);
    expect(colorOfSeat({ black: null } as unknown as GameDetailed, 1)).toBeNull();
  });
});

describe("the turn's clock", () => {
  it('counts from the start, then from the last move, and stops at zero', () => {
    expect(turnTimeLeft(base, 25_000)).toBe(15_000);
    const moved = { ...base, logs: [[20_000, 1, 0, 19]] };
    expect(turnTimeLeft(moved, 25_000)).toBe(25_000);
    expect(turnTimeLeft(moved, 99_000)).toBe(0);
  });

  it('has nothing to count without a limit or outside a running game', () => {
    expect(turnTimeLeft({ ...base, timeLimitForEachTurn: 0 }, 25_000)).toBeNull();
    expect(turnTimeLeft({ ...base, isEnded: true }, 25_000)).toBeNull();
    expect(turnTimeLeft({ ...base, isStarted: false }, 25_000)).toBeNull();
  });
});
