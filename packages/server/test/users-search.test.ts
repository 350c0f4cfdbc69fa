import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const profile = (user: TestAccount, name: string | null, description: string | null) =>
  app.instance.db
    .prepare('UPDATE users SET name = ?, description = ? WHERE id = ?')
    .run(name, description, user.id);

const found = async (params: Record<string, unknown>, who?: TestAccount) => {
  const res = await api(app, 'users/search', who ? { i: who.token, ...params } : params);
  expect(res.statusCode).toBe(200);
  return (res.json() as entities.User[]).map((u) => u.username);
};

describe('users/search', () => {
  it('finds users by display name or username anywhere, then by description, without suspended ones', async () => {
    const bob = await signup(app, 'bob', 'pw-secret');
    const carol = await signup(app, 'carol', 'pw-secret');
    const dave = await signup(app, 'dave', 'pw-secret');
    const mallory = await signup(app, 'mallory', 'pw-secret');
    profile(bob, 'Garden Bob', null);
    profile(carol, null, 'I love my garden');
    profile(dave, 'Dave', 'no plants');
    profile(mallory, 'Garden thief', null);
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(mallory.id);

    // Names first (in username order), descriptions after.
    expect(await found({ query: 'garden' })).toEqual(['bob', 'carol']);
    expect(await found({ query: 'AV' })).toEqual(['dave']);
    expect(await found({ query: 'garden', limit: 1 })).toEqual(['bob']);
    expect(await found({ query: 'nobody-like-this' })).toEqual([]);
  });

  it('matches usernames by their start for an @ query, and treats wildcards literally', async () => {
    await signup(app, 'bobby', 'pw-secret');
    const rob = await signup(app, 'rob', 'pw-secret');
    profile(rob, 'rob_50%', 'bob fan');
    expect(await found({ query: '@bo' })).toEqual(['bobby']);
    expect(await found({ query: '@ob' })).toEqual([]);
    expect(await found({ query: '%' })).toEqual(['rob']);
    expect(await found({ query: '_' })).toEqual(['rob']);
  });

  it('pages with offset, answers lite users without detail, and nobody for remote origin', async () => {
    for (const name of ['ann1', 'ann2', 'ann3']) await signup(app, name, 'pw-secret');
    expect(await found({ query: 'ann', limit: 2 })).toEqual(['ann1', 'ann2']);
    expect(await found({ query: 'ann', limit: 2, offset: 2 })).toEqual(['ann3']);
    expect(await found({ query: 'ann', origin: 'local' })).toEqual(['ann1', 'ann2', 'ann3']);
    expect(await found({ query: 'ann', origin: 'remote' })).toEqual([]);

    const lite = (
      await api(app, 'users/search', { query: 'ann1', detail: false })
    ).json() as entities.UserLite[];
    expect(lite[0]?.username).toBe('ann1');
    expect(lite[0] && 'followersCount' in lite[0]).toBe(false);
    const detailed = (
      await api(app, 'users/search', { i: alice.token, query: 'ann1' })
    ).json() as entities.UserDetailed[];
    expect(detailed[0] && 'followersCount' in detailed[0]).toBe(true);
  });

  it('refuses bad input with INVALID_PARAM', async () => {
    for (const params of [
      {},
      { query: 5 },
      { query: 'a', limit: 0 },
      { query: 'a', limit: 101 },
      { query: 'a', origin: 'mars' },
    ]) {
      expect(errorOf(await api(app, 'users/search', params)).code).toBe('INVALID_PARAM');
    }
  });
});
