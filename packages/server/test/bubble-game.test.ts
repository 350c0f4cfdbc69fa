import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLog } from '../src/services/bubble-game/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp({ rateLimits: { 'bubble-game/register': { duration: 1000, max: 1000 } } });
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

/** `n` drops, the cool-down apart, across the box; then giving up. */
function dropsLog(n: number): number[][] {
  const logs: number[][] = [];
  for (let i = 0; i < n; i++) logs.push([i === 0 ? 5 : 30, 0, 100 + ((i * 37) % 250)]);
  logs.push([60, 2]);
  return logs;
}

const game = (over: Record<string, unknown> = {}) => ({
  score: 10,
  seed: String(Date.now() - 60_000),
  logs: dropsLog(4),
  gameMode: 'normal',
  gameVersion: 3,
  ...over,
});

type Ranking = { id: string; score: number; user?: entities.UserLite }[];

describe('bubble-game/register and ranking', () => {
  it('keeps a score and ranks the best of the week first, with its player', async () => {
    await okAs(app, 'bubble-game/register', alice, game({ score: 40 }));
    await okAs(app, 'bubble-game/register', bob, game({ score: 120 }));
    await okAs(app, 'bubble-game/register', alice, game({ score: 7, gameMode: 'square' }));
    const ranking = await okAs<Ranking>(app, 'bubble-game/ranking', null, { gameMode: 'normal' });
    expect(ranking.map((r) => [r.user?.username, r.score])).toEqual([
      ['bob', 120],
      ['alice', 40],
    ]);
    const square = await okAs<Ranking>(app, 'bubble-game/ranking', null, { gameMode: 'square' });
    expect(square.map((r) => r.score)).toEqual([7]);
  });

  it('needs a signed-in user and its params', async () => {
    expect((await callAs(app, 'bubble-game/register', null, game())).statusCode).toBe(401);
    const res = await callAs(app, 'bubble-game/register', alice, { score: 1, seed: '1' });
    expect(errorOf(res).code).toBe('INVALID_PARAM');
    expect(errorOf(await callAs(app, 'bubble-game/ranking', null, {})).code).toBe('INVALID_PARAM');
  });

  it('refuses a seed from the future or older than five hours (Misskey)', async () => {
    for (const seed of [String(Date.now() + 60_000), String(Date.now() - 6 * 3600_000), 'abc']) {
      const res = await callAs(app, 'bubble-game/register', alice, game({ seed }));
      expect(errorOf(res)).toMatchObject({
        code: 'INVALID_SEED',
        id: 'eb627bc7-574b-4a52-a860-3c3eae772b88',
      });
    }
  });

  it('refuses a tampered log and a score the log could not yield', async () => {
    const tooFast = [
      [0, 0, 100],
      [10, 0, 200],
    ];
    const outside = [[0, 0, 9999]];
    const afterGivingUp = [
      [0, 2],
      [40, 0, 100],
    ];
    for (const logs of [tooFast, outside, afterGivingUp, [[0, 7]]]) {
      const res = await callAs(app, 'bubble-game/register', alice, game({ logs, score: 0 }));
      expect(errorOf(res).code).toBe('INVALID_LOG');
    }
    expect(errorOf(await callAs(app, 'bubble-game/register', alice, game({ gameMode: 'yen' }))).code).toBe(
      'INVALID_LOG',
    );
    // Four drops cannot make a thousand points; an empty log cannot make any.
    const high = await callAs(app, 'bubble-game/register', alice, game({ score: 1000 }));
    expect(errorOf(high).code).toBe('SCORE_NOT_REACHABLE');
    const none = await callAs(app, 'bubble-game/register', alice, game({ logs: [], score: 1 }));
    expect(errorOf(none).code).toBe('SCORE_NOT_REACHABLE');
    expect(await okAs<Ranking>(app, 'bubble-game/ranking', null, { gameMode: 'normal' })).toEqual([]);
  });
});

describe('checkLog', () => {
  it('bounds the score by the number of drops', () => {
    const four = checkLog('normal', dropsLog(4));
    const forty = checkLog('normal', dropsLog(40));
    expect(four).toMatchObject({ ok: true, drops: 4 });
    if (!four.ok || !forty.ok) throw new Error('valid logs refused');
    expect(four.maxScore).toBeLessThan(1000);
    expect(forty.maxScore).toBeGreaterThan(four.maxScore);
  });
});
