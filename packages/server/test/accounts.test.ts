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

describe('admin/accounts/create', () => {
  it('creates the first account as admin and answers MeDetailed with a token', async () => {
    const res = await api(app, 'admin/accounts/create', { username: 'admin', password: 'pw-secret' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: 'admin', isAdmin: true, isModerator: false, host: null });
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await api(app, 'i', { i: body.token })).json()).toMatchObject({ id: body.id, isAdmin: true });
    expect((await api(app, 'meta')).json()).toMatchObject({ requireSetup: false });
  });

  it('is refused once any account exists, even for the admin', async () => {
    const first = (
      await api(app, 'admin/accounts/create', { username: 'admin', password: 'pw-secret' })
    ).json();
    for (const body of [
      { username: 'second', password: 'pw-secret' },
      { username: 'second', password: 'pw-secret', i: first.token },
    ]) {
      const res = await api(app, 'admin/accounts/create', body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'ACCESS_DENIED',
        id: '1fb7cb09-d46a-4fff-b8df-057708cce513',
      });
    }
    expect(app.instance.users.count()).toBe(1);
  });

  it('validates its parameters', async () => {
    const res = await api(app, 'admin/accounts/create', { username: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).info).toMatchObject({ param: 'password' });
  });
});

describe('signup', () => {
  it('creates an account and answers MeDetailed with a token', async () => {
    const res = await api(app, 'signup', { username: 'Alice_1', password: 'pw-secret' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: 'Alice_1', host: null, name: null, twoFactorEnabled: false });
    expect(body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body.policies).toMatchObject({ ltlAvailable: true, gtlAvailable: true });
  });

  it('makes only the first account an admin', async () => {
    const first = await api(app, 'signup', { username: 'first', password: 'pw-secret' });
    const second = await api(app, 'signup', { username: 'second', password: 'pw-secret' });
    expect(first.json().isAdmin).toBe(true);
    expect(second.json().isAdmin).toBe(false);
  });

  it('refuses a taken username, case-insensitively', async () => {
    await signup(app, 'alice');
    const res = await api(app, 'signup', { username: 'ALICE', password: 'pw-secret' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'USED_USERNAME', kind: 'client' });
  });

  it.each([
    ['', 'username'],
    ['has space', 'username'],
    ['a'.repeat(21), 'username'],
    ['dash-ed', 'username'],
  ])('refuses the invalid username %j', async (username, param) => {
    const res = await api(app, 'signup', { username, password: 'pw-secret' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', info: { param } });
  });

  it('refuses a reserved username', async () => {
    const res = await api(app, 'signup', { username: 'Admin', password: 'pw-secret' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', info: { param: 'username' } });
  });

  it('refuses an empty or missing password', async () => {
    for (const body of [
      { username: 'bob', password: '' },
      { username: 'bob' },
      { username: 'bob', password: 5 },
    ]) {
      const res = await api(app, 'signup', body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).info).toMatchObject({ param: 'password' });
    }
  });

  it('ignores a stale token sent along', async () => {
    const res = await api(app, 'signup', { username: 'bob', password: 'pw-secret', i: 'stale'.repeat(6) });
    expect(res.statusCode).toBe(200);
  });

  it('stores only a hash of the token and an scrypt hash of the password', async () => {
    const account = await signup(app, 'carol', 'hunter2-hunter2');
    const tokens = app.instance.db.prepare('SELECT token_hash FROM access_tokens').all() as {
      token_hash: string;
    }[];
    expect(tokens.map((t) => t.token_hash)).not.toContain(account.token);
    expect(tokens[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const secret = app.instance.db.prepare('SELECT password_hash FROM user_secrets').get() as {
      password_hash: string;
    };
    expect(secret.password_hash).toMatch(/^scrypt\$/);
    expect(secret.password_hash).not.toContain('hunter2-hunter2');
  });
});

describe('signin-flow', () => {
  it('asks for the captcha step first for a user without two-factor', async () => {
    await signup(app, 'alice', 'pw-secret');
    const res = await api(app, 'signin-flow', { username: 'alice' });
    expect(res.json()).toEqual({ finished: false, next: 'captcha' });
  });

  it('answers an unknown user at the first step like a user without two-factor', async () => {
    const res = await api(app, 'signin-flow', { username: 'ghost' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ finished: false, next: 'captcha' });
  });

  it('signs in with the right password, minting a new token each time', async () => {
    const account = await signup(app, 'alice', 'pw-secret');
    const first = await api(app, 'signin-flow', { username: 'ALICE', password: 'pw-secret' });
    const second = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ finished: true, id: account.id });
    expect(first.json().i).not.toBe(second.json().i);
    expect(first.json().i).not.toBe(account.token);
    for (const token of [account.token, first.json().i, second.json().i]) {
      expect((await api(app, 'i', { i: token })).statusCode).toBe(200);
    }
  });

  it('answers a wrong password and an unknown user identically', async () => {
    await signup(app, 'alice', 'pw-secret');
    const wrong = await api(app, 'signin-flow', { username: 'alice', password: 'nope' });
    const unknown = await api(app, 'signin-flow', { username: 'ghost', password: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(errorOf(wrong)).toEqual({
      message: 'The username or password is incorrect.',
      code: 'INCORRECT_CREDENTIALS',
      id: '932c904e-9460-45b7-9ce6-7ed33be7eb2c',
      kind: 'client',
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a suspended account once the password is right', async () => {
    const account = await signup(app, 'alice', 'pw-secret');
    app.instance.users.setSuspended(account.id, true);
    const res = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'YOUR_ACCOUNT_SUSPENDED',
      id: 'e03a5f46-d309-4865-9b69-56282d94e1eb',
    });
  });

  it('requires a username', async () => {
    const res = await api(app, 'signin-flow', { password: 'pw-secret' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).info).toMatchObject({ param: 'username' });
  });

  it('is limited to 20 attempts per 10 minutes per address by default', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await api(app, 'signin-flow', { username: 'ghost' })).statusCode).toBe(200);
    }
    expect((await api(app, 'signin-flow', { username: 'ghost' })).statusCode).toBe(429);
  });
});
