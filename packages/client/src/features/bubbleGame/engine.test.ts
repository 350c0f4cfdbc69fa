import { describe, expect, it } from 'vitest';
import { BubbleGame } from './engine';
import { deserializeLog, serializeLog } from './log';
import { seededRandom } from './random';
import { DROP_COOLTIME, GAME_WIDTH, LEVELS } from './rules';

function run(game: BubbleGame, frames: number): void {
  for (let i = 0; i < frames && !game.over; i++) game.step();
}

/** A game with drops spread over the box, `count` of them, the cool-down and a little apart. */
function play(seed: string, count: number): BubbleGame {
  const game = new BubbleGame(seed, 'normal');
  const place = seededRandom(`${seed}/x`);
  for (let i = 0; i < count && !game.over; i++) {
    game.drop(60 + place() * (GAME_WIDTH - 120));
    run(game, DROP_COOLTIME + 5);
  }
  run(game, 240);
  game.surrender();
  return game;
}

describe('seededRandom', () => {
  it('gives the same numbers for the same seed and others for another', () => {
    const a = seededRandom('1764150000000');
    const b = seededRandom('1764150000000');
    const c = seededRandom('1764150000001');
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(first).size).toBe(20);
  });

  it('gives a game the same pieces for the same seed', () => {
    const pieces = (seed: string) => {
      const game = new BubbleGame(seed, 'normal');
      const out: number[] = [];
      for (let i = 0; i < 8; i++) {
        out.push(game.current.level);
        game.drop(225);
        run(game, DROP_COOLTIME);
      }
      return out;
    };
    expect(pieces('seed-a')).toEqual(pieces('seed-a'));
  });
});

describe('BubbleGame', () => {
  it('merges two equal bubbles into one of the next size and scores the smaller size', () => {
    // The first seed whose first two pieces are equal (one in five is).
    let seed = '';
    for (let i = 0; !seed; i++) {
      const probe = new BubbleGame(`merge-${i}`, 'normal');
      if (probe.current === probe.next) seed = `merge-${i}`;
    }
    const game = new BubbleGame(seed, 'normal');
    const level = game.current;
    expect(game.drop(225)).toBe(true);
    expect(game.drop(225)).toBe(false); // still cooling down
    run(game, DROP_COOLTIME);
    expect(game.drop(225)).toBe(true);
    for (let i = 0; i < 600 && game.views().length > 1; i++) game.step();
    expect(game.views().map((v) => v.level)).toEqual([level.level + 1]);
    expect(game.score).toBe(level.score);
    expect(game.drops).toBe(2);
  });

  it('replays a log to the same score, frame and pile', () => {
    const game = play('1764150000000', 25);
    expect(game.drops).toBeGreaterThan(5);
    expect(game.score).toBeGreaterThan(0);
    const log = game.serializedLog();
    const again = BubbleGame.replay('1764150000000', 'normal', log);
    expect(again.score).toBe(game.score);
    expect(again.frame).toBe(game.frame);
    expect(again.views().map((v) => [v.level, v.x, v.y])).toEqual(
      game.views().map((v) => [v.level, v.x, v.y]),
    );
    // Another seed gives other pieces, so the same drops end elsewhere.
    const other = BubbleGame.replay('1764150000001', 'normal', log);
    expect(other.views().map((v) => [v.level, v.x, v.y])).not.toEqual(
      game.views().map((v) => [v.level, v.x, v.y]),
    );
  });

  it('ends when the pile reaches the line, and drops nothing after', () => {
    const game = new BubbleGame('tower', 'square');
    for (let i = 0; i < 400 && !game.over; i++) {
      game.drop(i % 2 === 0 ? 40 : GAME_WIDTH - 40);
      run(game, DROP_COOLTIME);
    }
    expect(game.over).toBe(true);
    expect(game.drop(225)).toBe(false);
  });

  it('logs in Misskey’s serialized form', () => {
    const log = [
      { frame: 3, op: 'drop' as const, x: 100 },
      { frame: 40, op: 'drop' as const, x: 200 },
      { frame: 90, op: 'surrender' as const },
    ];
    expect(serializeLog(log)).toEqual([
      [3, 0, 100],
      [37, 0, 200],
      [50, 2],
    ]);
    expect(deserializeLog(serializeLog(log))).toEqual(log);
    expect(LEVELS.map((l) => l.score)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
  });
});
