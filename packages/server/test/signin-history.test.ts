import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SIGNINS_PER_USER, recordSignin } from '../src/services/signins.js';
import { api, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

interface Signin {
  id: string;
  createdAt: string;
  ip: string;
  headers: Record<string, string>;
  success: boolean;
}

let app: FastifyInstance;
let alice: TestAccount;
beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function signin(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api(app, 'signin-flow', { username: 'alice', ...body }, { 'user-agent': UA, ...headers });
}

const history = (body: Record<string, unknown> = {}) => okAs<Signin[]>(app, 'i/signin-history', alice, body);

describe('i/signin-history', () => {
  it('records a successful sign-in with the address and the browser, and a wrong password as a failure', async () => {
    expect(await history()).toEqual([]);
    expect((await signin({ password: 'wrong-password' })).statusCode).toBe(403);
    const ok = await signin({ password: 'pw-secret' }, { cookie: 'a=b', 'accept-language': 'en-GB' });
    expect(ok.json()).toMatchObject({ finished: true });

    const [latest, first] = await history();
    expect(first).toMatchObject({ success: false, ip: '127.0.0.1', headers: { 'user-agent': UA } });
    expect(latest).toMatchObject({ success: true, ip: '127.0.0.1' });
    expect(latest?.headers).toEqual({ 'user-agent': UA, 'accept-language': 'en-GB' });
    expect(Date.parse(latest?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('tells the account of each successful sign-in with a login notification, not of a failed one', async () => {
    const notifications = () => okAs<{ type: string }[]>(app, 'i/notifications', alice, {});
    expect(await notifications()).toEqual([]);
    expect((await signin({ password: 'wrong-password' })).statusCode).toBe(403);
    expect(await notifications()).toEqual([]);
    expect((await signin({ password: 'pw-secret' })).json()).toMatchObject({ finished: true });
    const [login, ...rest] = await notifications();
    expect(rest).toEqual([]);
    // Misskey's login notification carries nothing but its type.
    expect(login).toMatchObject({ type: 'login' });
    expect(Object.keys(login ?? {}).sort()).toEqual(['createdAt', 'id', 'type']);
  });

  it('records a wrong two-factor code as a failure and the right one as a success', async () => {
    const { secret } = await okAs<{ secret: string }>(app, 'i/2fa/register', alice, {
      password: 'pw-secret',
    });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    await okAs(app, 'i/2fa/done', alice, { token: totp.generate() });
    // The password alone only asks for the code: no attempt is over yet.
    expect((await signin({ password: 'pw-secret' })).json()).toEqual({ finished: false, next: 'totp' });
    expect(await history()).toEqual([]);
    const wrongCode = await signin({ password: 'pw-secret', token: '000000' });
    expect(errorOf(wrongCode).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    // The code just used by i/2fa/done may not be used again: the next time step's code.
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await signin({ password: 'pw-secret', token: next })).json()).toMatchObject({ finished: true });
    expect((await history()).map((s) => s.success)).toEqual([true, false]);
  });

  it('records nothing for an unknown name, and shows each account only its own history', async () => {
    await api(app, 'signin-flow', { username: 'nobody', password: 'pw-secret' });
    const bob = await signup(app, 'bob', 'pw-secret-2');
    await api(app, 'signin-flow', { username: 'bob', password: 'pw-secret-2' });
    expect(await history()).toEqual([]);
    expect(await okAs<Signin[]>(app, 'i/signin-history', bob)).toHaveLength(1);
    const signedOut = await api(app, 'i/signin-history', {});
    expect(errorOf(signedOut).code).toBe('CREDENTIAL_REQUIRED');
    // Only the account's own sessions, never another app's token, even one that may read the account.
    const { token } = await okAs<{ token: string }>(app, 'miauth/gen-token', alice, {
      session: null,
      name: 'Script',
      permission: ['read:account'],
    });
    const asApp = await api(app, 'i/signin-history', { i: token });
    expect(errorOf(asApp).code).toBe('ACCESS_DENIED');
    expect(app.instance.db.prepare('SELECT COUNT(*) AS n FROM signins').get()).toEqual({ n: 1 });
  });

  it('pages by untilId and sinceId with a limit, newest first', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n++) {
      ids.push(
        recordSignin(app.instance.db, { userId: alice.id, ip: `10.0.0.${n}`, headers: {}, success: true }).id,
      );
    }
    const newest = await history({ limit: 2 });
    expect(newest.map((s) => s.id)).toEqual([ids[4], ids[3]]);
    const older = await history({ limit: 2, untilId: ids[3] });
    expect(older.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    // After sinceId alone the oldest come first, as Misskey pages.
    const after = await history({ limit: 2, sinceId: ids[1] });
    expect(after.map((s) => s.id)).toEqual([ids[2], ids[3]]);
    expect((await history()).map((s) => s.ip)).toEqual([
      '10.0.0.4',
      '10.0.0.3',
      '10.0.0.2',
      '10.0.0.1',
      '10.0.0.0',
    ]);
    const tooMany = await api(app, 'i/signin-history', { i: alice.token, limit: 101 });
    expect(errorOf(tooMany).code).toBe('INVALID_PARAM');
  });

  it('keeps at most the newest records of an account', async () => {
    const db = app.instance.db;
    let oldest = '';
    for (let n = 0; n <= MAX_SIGNINS_PER_USER; n++) {
      const { id } = recordSignin(db, { userId: alice.id, ip: '10.0.0.1', headers: {}, success: false });
      if (n === 0) oldest = id;
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM signins').get()).toEqual({ n: MAX_SIGNINS_PER_USER });
    expect(db.prepare('SELECT id FROM signins WHERE id = ?').get(oldest)).toBeUndefined();
  });
});
