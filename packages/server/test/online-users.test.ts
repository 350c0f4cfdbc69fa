import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, okAs, signup } from './helpers.js';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const online = async () => (await okAs<{ count: number }>(app, 'get-online-users-count', null)).count;

describe('get-online-users-count', () => {
  it('counts the users whose token was used in the last 10 minutes, each once', async () => {
    const alice = await signup(app, 'alice', 'alice-password');
    const bob = await signup(app, 'bob', 'bob-password');
    await signup(app, 'carol', 'carol-password');
    await okAs(app, 'i', alice);
    await okAs(app, 'i', alice);
    await okAs(app, 'i', bob);
    expect(await online()).toBe(2);
  });

  it('forgets a user whose last use is over 10 minutes old', async () => {
    const alice = await signup(app, 'alice', 'alice-password');
    const bob = await signup(app, 'bob', 'bob-password');
    await okAs(app, 'i', alice);
    await okAs(app, 'i', bob);
    const eleven = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    app.instance.db
      .prepare('UPDATE access_tokens SET last_used_at = ? WHERE user_id = ?')
      .run(eleven, bob.id);
    expect(await online()).toBe(1);
  });

  it('does not count a suspended account', async () => {
    const alice = await signup(app, 'alice', 'alice-password');
    await okAs(app, 'i', alice);
    app.instance.db.prepare('UPDATE users SET is_suspended = 1 WHERE id = ?').run(alice.id);
    expect(await online()).toBe(0);
  });

  it('answers visitors, also by GET, in Misskey’s shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/get-online-users-count' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
    const post = await api(app, 'get-online-users-count');
    expect(post.json()).toEqual({ count: 0 });
  });
});
