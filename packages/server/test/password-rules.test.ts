import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup } from './helpers.js';

let app: FastifyInstance;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const SEVEN = 'abc-def'; // one short of the minimum
const EIGHT = 'abc-defg';

function expectPasswordRefused(res: Awaited<ReturnType<typeof api>>, param: string) {
  expect(res.statusCode).toBe(400);
  expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', info: { param } });
}

describe('new passwords need at least 8 characters', () => {
  it('on the first-run page (admin/accounts/create)', async () => {
    expectPasswordRefused(
      await api(app, 'admin/accounts/create', { username: 'admin', password: 'x' }),
      'password',
    );
    expectPasswordRefused(
      await api(app, 'admin/accounts/create', { username: 'admin', password: SEVEN }),
      'password',
    );
    expect(app.instance.users.count()).toBe(0);
    const ok = await api(app, 'admin/accounts/create', { username: 'admin', password: EIGHT });
    expect(ok.statusCode).toBe(200);
  });

  it('at sign-up, counting characters rather than bytes', async () => {
    expectPasswordRefused(await api(app, 'signup', { username: 'bob', password: SEVEN }), 'password');
    // Seven emoji are fourteen UTF-16 units, but seven characters.
    expectPasswordRefused(
      await api(app, 'signup', { username: 'bob', password: '🔑'.repeat(7) }),
      'password',
    );
    expect((await api(app, 'signup', { username: 'bob', password: '🔑'.repeat(8) })).statusCode).toBe(200);
  });

  it('when changing the password, which then signs in instead of the old one', async () => {
    const alice = await signup(app, 'alice', 'old password');
    const short = await api(app, 'i/change-password', {
      i: alice.token,
      currentPassword: 'old password',
      newPassword: SEVEN,
    });
    expectPasswordRefused(short, 'newPassword');

    const wrong = await api(app, 'i/change-password', {
      i: alice.token,
      currentPassword: 'not it',
      newPassword: 'new password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('INCORRECT_PASSWORD');

    const ok = await api(app, 'i/change-password', {
      i: alice.token,
      currentPassword: 'old password',
      newPassword: 'new password',
    });
    expect(ok.statusCode).toBe(204);
    const signin = (password: string) => api(app, 'signin-flow', { username: 'alice', password });
    expect((await signin('old password')).statusCode).toBe(403);
    expect((await signin('new password')).json()).toMatchObject({ finished: true });
    // Changing the password signs nobody out, as in Misskey.
    expect((await api(app, 'i', { i: alice.token })).statusCode).toBe(200);
  });

  it('while a password set before the rule still signs in', async () => {
    // An account from before the rule: its hash is written directly, as an old database has it.
    const alice = await signup(app, 'alice', 'long enough');
    const hash = await app.instance.passwords.hash('pw');
    app.instance.db
      .prepare('UPDATE user_secrets SET password_hash = ? WHERE user_id = ?')
      .run(hash, alice.id);
    const res = await api(app, 'signin-flow', { username: 'alice', password: 'pw' });
    expect(res.json()).toMatchObject({ finished: true });
  });
});
