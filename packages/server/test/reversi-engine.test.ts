import { describe, expect, it } from 'vitest';
import {
  BLACK,
  crc32,
  deserializeLogs,
  isValidMap,
  ReversiGame,
  replay,
  serializeLogs,
  WHITE,
} from '../src/games/reversi/engine.js';
import { defaultReversiMap, reversiMaps } from '../src/games/reversi/maps.js';

/** The board as rows of 'b', 'w', '-' and ' ', to compare with a map-like picture. */
function picture(game: ReversiGame): string[] {
  const rows: string[] = [];
  for (let y = 0; y < game.height; y++) {
    let row = '';
    for (let x = 0; x < game.width; x++) {
      const square = game.board[game.xyToPos(x, y)];
      row += square === BLACK ? 'b' : square === WHITE ? 'w' : square === null ? '-' : ' ';
    }
    rows.push(row);
  }
  return rows;
}

describe('reversi engine: flips', () => {
  it('turns the enclosed stones of all eight directions at once, and nothing else', () => {
    // Black at the centre encloses a white stone in each direction; the far white stones stay.
    const game = new ReversiGame(['b-b-b', '-www-', 'bw-wb', '-www-', 'b-b-b']);
    expect(game.turn).toBe(BLACK);
    const move = game.put(game.xyToPos(2, 2));
    expect(move?.flips.sort((a, b) => a - b)).toEqual([6, 7, 8, 11, 13, 16, 17, 18]);
    expect(picture(game)).toEqual(['b-b-b', '-bbb-', 'bbbbb', '-bbb-', 'b-b-b']);
  });

  it('turns a run of several stones but not a run that ends on an empty cell, a hole or the edge', () => {
    const game = new ReversiGame(['-wwb', '-w--', '- w-', '-w  ', 'bw--']);
    // Row 0: two whites then black: both turn. The diagonal (5, 10) runs into a hole: nothing;
    // straight down the first cell is empty: nothing.
    const move = game.put(0);
    expect(move?.flips).toEqual([1, 2]);
    expect(picture(game)[0]).toBe('bbbb');
    expect(picture(game).slice(1, 3)).toEqual(['-w--', '- w-']);
  });

  it('refuses a move that encloses nothing, an occupied cell, a hole and a position off the board', () => {
    const game = new ReversiGame(defaultReversiMap.data);
    expect(game.canPut(BLACK, 0)).toBe(false);
    expect(game.canPut(BLACK, game.xyToPos(3, 3))).toBe(false); // occupied
    expect(game.put(0)).toBeNull();
    const holed = new ReversiGame([' -wb']);
    expect(holed.canPut(BLACK, 0)).toBe(false);
    for (const pos of [-1, 64, 2.5, Number.NaN]) expect(game.canPut(BLACK, pos)).toBe(false);
    expect(game.legalMoves(BLACK).sort((a, b) => a - b)).toEqual([19, 26, 37, 44]);
  });
});

describe('reversi engine: rules', () => {
  it('loopedBoard: a line continues across the edge, which the plain board ends', () => {
    // Black on 1 looks left: the white on 0, then across the edge the black on 4.
    const looped = new ReversiGame(['w---b'], { loopedBoard: true });
    expect(looped.flipsFor(BLACK, 1)).toEqual([0]);
    expect(new ReversiGame(['w---b']).flipsFor(BLACK, 1)).toEqual([]);
    // Vertically too, on a board with a hole that still ends a line.
    const column = new ReversiGame(['w-', '--', 'b-'], { loopedBoard: true });
    expect(column.flipsFor(BLACK, 2)).toEqual([0]);
  });

  it('loopedBoard: a line that comes round to the new stone encloses what it passed, once each', () => {
    const game = new ReversiGame(['-ww', '-bw', '---'], { loopedBoard: true });
    // Row 0 from pos 0, either way round: the two whites, each turned once.
    expect(game.flipsFor(BLACK, 0).sort((a, b) => a - b)).toEqual([1, 2]);
    expect(new ReversiGame(['-ww', '-bw', '---']).flipsFor(BLACK, 0)).toEqual([]);
  });

  it('canPutEverywhere: any empty cell of the map is legal, enclosing or not', () => {
    const game = new ReversiGame(['----', '-wb-', '-bw-', '----'], { canPutEverywhere: true });
    expect(new ReversiGame(['----', '-wb-', '-bw-', '----']).canPut(BLACK, 0)).toBe(false);
    expect(game.canPut(BLACK, 0)).toBe(true);
    expect(game.put(0)?.flips).toEqual([]);
    expect(game.board[0]).toBe(BLACK);
    expect(game.turn).toBe(WHITE);
    expect(game.put(4)?.flips).toEqual([]); // white on 4 encloses nothing (5 is white already)
    expect(game.put(8)?.flips).toEqual([4]); // black on 8 turns the white above it, under the black on 0
    expect(new ReversiGame([' -bw'], { canPutEverywhere: true }).canPut(BLACK, 0)).toBe(false);
  });

  it('passes: when the other colour has no move, the same colour moves again', () => {
    const game = new ReversiGame(['-wb-', 'bw--']);
    expect(game.put(0)?.flips).toEqual([1]);
    // White (on 5 only) encloses nothing anywhere; black still can (6 encloses 5).
    expect(game.legalMoves(WHITE)).toEqual([]);
    expect(game.turn).toBe(BLACK);
    expect(game.isEnded).toBe(false);
    expect(game.put(6)?.flips).toEqual([5]);
    expect(game.turn).toBeNull();
  });

  it('passes: white moves first when black has no move on the starting board', () => {
    expect(new ReversiGame(['-bbw']).turn).toBe(WHITE);
    expect(new ReversiGame(['----']).turn).toBeNull();
  });

  it('ends when neither colour can move, with the winner by count, Llotheo reversed, and a draw', () => {
    const game = new ReversiGame(['-wb']);
    expect(game.isEnded).toBe(false);
    expect(game.winner).toBeNull();
    game.put(0);
    expect(game.isEnded).toBe(true);
    expect([game.blackCount, game.whiteCount]).toEqual([3, 0]);
    expect(game.winner).toBe(BLACK);

    const llotheo = new ReversiGame(['-wb'], { isLlotheo: true });
    llotheo.put(0);
    expect(llotheo.winner).toBe(WHITE);

    const draw = new ReversiGame(['bw', '  ']);
    expect(draw.isEnded).toBe(true);
    expect(draw.winner).toBeNull();
  });

  it('plays the 4×4 board to its end, every move legal, with a winner', () => {
    const game = new ReversiGame(reversiMaps.find((m) => m.id === 'fourfour')?.data ?? []);
    let moves = 0;
    while (!game.isEnded) {
      const color = game.turn as boolean;
      const legal = game.legalMoves(color);
      expect(legal.length).toBeGreaterThan(0);
      game.put(legal[0] as number);
      moves++;
    }
    expect(moves).toBeGreaterThan(3);
    expect(game.blackCount + game.whiteCount).toBeLessThanOrEqual(16);
    const expected = game.blackCount === game.whiteCount ? null : game.blackCount > game.whiteCount;
    expect(game.winner).toBe(expected);
  });
});

describe('reversi engine: logs and replay', () => {
  it('serializes logs as Misskey (time deltas, 1 for black) and reads them back', () => {
    const logs = [
      { time: 1000, player: true, operation: 'put' as const, pos: 19 },
      { time: 1500, player: false, operation: 'put' as const, pos: 18 },
    ];
    const serialized = serializeLogs(logs);
    expect(serialized).toEqual([
      [1000, 1, 0, 19],
      [500, 0, 0, 18],
    ]);
    expect(deserializeLogs(serialized)).toEqual(logs);
  });

  it('replays a log to the same board, and stops at any move for a replay slider', () => {
    const live = new ReversiGame(defaultReversiMap.data);
    const logs = [];
    for (let i = 0; i < 6; i++) {
      const pos = live.legalMoves(live.turn as boolean)[0] as number;
      logs.push({ time: 1000 + i, player: live.turn as boolean, operation: 'put' as const, pos });
      live.put(pos);
    }
    const serialized = serializeLogs(logs);
    const replayed = replay(defaultReversiMap.data, {}, serialized);
    expect(replayed.board).toEqual(live.board);
    expect(replayed.turn).toBe(live.turn);
    expect(replayed.checksum()).toBe(live.checksum());
    const start = replay(defaultReversiMap.data, {}, serialized, 0);
    expect(start.board).toEqual(new ReversiGame(defaultReversiMap.data).board);
    expect(replay(defaultReversiMap.data, {}, serialized, 2).moves).toHaveLength(2);
  });

  it('computes the CRC-32 as the crc-32 package does (signed)', () => {
    expect(crc32('')).toBe(0);
    expect(crc32('123456789')).toBe(0xcbf43926 | 0);
    expect(crc32('The quick brown fox jumps over the lazy dog')).toBe(0x414fa339);
    expect(crc32('é')).toBe(crc32('\u00e9'));
    const game = new ReversiGame(['-wb']);
    expect(game.checksum()).toBe(crc32('{"board":[null,false,true],"turn":true}'));
  });
});

describe('reversi maps', () => {
  it('lists the boards, irregular ones included, each playable by the engine', () => {
    expect(reversiMaps.length).toBeGreaterThan(30);
    expect(new Set(reversiMaps.map((m) => m.id)).size).toBe(reversiMaps.length);
    for (const map of reversiMaps) {
      expect(isValidMap(map.data), map.id).toBe(true);
      expect(() => new ReversiGame(map.data)).not.toThrow();
    }
    expect(reversiMaps.some((m) => m.data.some((row) => row.includes(' ')))).toBe(true);
    expect(reversiMaps.some((m) => m.data.length !== m.data[0]?.length)).toBe(true);
  });

  it('refuses malformed maps', () => {
    for (const bad of [[], [''], ['--', '---'], ['-x'], 'b-', [1], Array(33).fill('-'), ['-'.repeat(33)]]) {
      expect(isValidMap(bad)).toBe(false);
    }
    expect(() => new ReversiGame(['--', '-'])).toThrow();
    expect(isValidMap(Array(32).fill('-'.repeat(32)))).toBe(true);
  });
});
