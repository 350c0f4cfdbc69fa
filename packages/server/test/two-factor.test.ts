import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
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

function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function enable(): Promise<{ secret: string; backupCodes: string[] }> {
  const reg = await api(app, 'i/2fa/register', { i: alice.token, password: 'pw-secret' });
  expect(reg.statusCode).toBe(200);
  const { secret } = reg.json();
  const done = await api(app, 'i/2fa/done', { i: alice.token, token: codeFor(secret) });
  expect(done.statusCode).toBe(200);
  return { secret, backupCodes: done.json().backupCodes };
}

describe('two-factor authentication', () => {
  it('registers: a QR data URL, an otpauth URL, the secret, label and issuer', async () => {
    const res = await api(app, 'i/2fa/register', { i: alice.token, password: 'pw-secret' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.qr).toMatch(/^data:image\/png;base64,/);
    expect(body.url).toMatch(/^otpauth:\/\/totp\//);
    expect(body.url).toContain(`secret=${body.secret}`);
    expect(body.label).toBe('alice');
    expect(body.issuer).toBe('127.0.0.1:3000');
    // Pending only: nothing changes for sign-in until done.
    expect((await api(app, 'i', { i: alice.token })).json().twoFactorEnabled).toBe(false);
  });

  it('refuses register with a wrong password', async () => {
    const res = await api(app, 'i/2fa/register', { i: alice.token, password: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'INCORRECT_PASSWORD',
      id: '78d6c839-20c9-4c66-b90a-fc0542168b48',
    });
  });

  it('refuses done before register, and with a wrong code', async () => {
    const early = await api(app, 'i/2fa/done', { i: alice.token, token: '123456' });
    expect(errorOf(early).code).toBe('TWO_FACTOR_NOT_STARTED');
    await api(app, 'i/2fa/register', { i: alice.token, password: 'pw-secret' });
    const wrong = await api(app, 'i/2fa/done', { i: alice.token, token: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    const missing = await api(app, 'i/2fa/done', { i: alice.token });
    expect(errorOf(missing).info).toMatchObject({ param: 'token' });
  });

  it('enables with 5 backup codes of 32 uppercase letters or digits, stored hashed', async () => {
    const { backupCodes } = await enable();
    expect(backupCodes).toHaveLength(5);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Z0-9]{32}$/);
    const stored = app.instance.db.prepare('SELECT code_hash FROM two_factor_backup_codes').all() as {
      code_hash: string;
    }[];
    expect(stored.map((r) => r.code_hash)).not.toContain(backupCodes[0]);
    const me = (await api(app, 'i', { i: alice.token })).json();
    expect(me).toMatchObject({ twoFactorEnabled: true, twoFactorBackupCodesStock: 'full' });
  });

  it('makes sign-in ask for the password first, then the code', async () => {
    const { secret } = await enable();
    expect((await api(app, 'signin-flow', { username: 'alice' })).json()).toEqual({
      finished: false,
      next: 'password',
    });
    expect((await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret' })).json()).toEqual({
      finished: false,
      next: 'totp',
    });
    const wrong = await api(app, 'signin-flow', {
      username: 'alice',
      password: 'pw-secret',
      token: '000000',
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({
      code: 'INCORRECT_TWO_FACTOR_CODE',
      id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
    });
    const ok = await api(app, 'signin-flow', {
      username: 'alice',
      password: 'pw-secret',
      token: codeFor(secret),
    });
    expect(ok.json()).toMatchObject({ finished: true, id: alice.id });
  });

  it('refuses a code that was already used to sign in, and accepts the next one', async () => {
    const { secret } = await enable();
    const code = codeFor(secret);
    const first = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret', token: code });
    expect(first.json()).toMatchObject({ finished: true });
    const replay = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret', token: code });
    expect(replay.statusCode).toBe(403);
    expect(errorOf(replay)).toMatchObject({ code: 'INCORRECT_TWO_FACTOR_CODE' });
    const next = await api(app, 'signin-flow', {
      username: 'alice',
      password: 'pw-secret',
      token: codeFor(secret, 1),
    });
    expect(next.json()).toMatchObject({ finished: true });
  });

  it('accepts a code one step off, but not two', async () => {
    const { secret } = await enable();
    const behind = await api(app, 'signin-flow', {
      username: 'alice',
      password: 'pw-secret',
      token: codeFor(secret, -1),
    });
    expect(behind.statusCode).toBe(200);
    const far = await api(app, 'signin-flow', {
      username: 'alice',
      password: 'pw-secret',
      token: codeFor(secret, -3),
    });
    expect(far.statusCode).toBe(403);
  });

  it('does not reveal the second factor check to a wrong password', async () => {
    const { secret } = await enable();
    const res = await api(app, 'signin-flow', { username: 'alice', password: 'bad', token: codeFor(secret) });
    expect(errorOf(res).code).toBe('INCORRECT_CREDENTIALS');
  });

  it('accepts each backup code once only', async () => {
    const { backupCodes } = await enable();
    const code = backupCodes[0] as string;
    const first = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret', token: code });
    expect(first.json()).toMatchObject({ finished: true });
    const again = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret', token: code });
    expect(again.statusCode).toBe(403);
    expect(errorOf(again).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    expect((await api(app, 'i', { i: alice.token })).json().twoFactorBackupCodesStock).toBe('partial');
  });

  it('unregisters only with the password and a current code', async () => {
    const { secret, backupCodes } = await enable();
    const noCode = await api(app, 'i/2fa/unregister', { i: alice.token, password: 'pw-secret' });
    expect(errorOf(noCode).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    const badPassword = await api(app, 'i/2fa/unregister', {
      i: alice.token,
      password: 'x',
      token: codeFor(secret),
    });
    expect(errorOf(badPassword)).toMatchObject({
      code: 'INCORRECT_PASSWORD',
      id: '7add0395-9901-4098-82f9-4f67af65f775',
    });
    // The wrong password did not use up the backup code.
    const ok = await api(app, 'i/2fa/unregister', {
      i: alice.token,
      password: 'pw-secret',
      token: backupCodes[1],
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    expect((await api(app, 'i', { i: alice.token })).json()).toMatchObject({
      twoFactorEnabled: false,
      twoFactorBackupCodesStock: 'none',
    });
    expect(
      (await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret' })).json(),
    ).toMatchObject({
      finished: true,
    });
  });

  it('requires the current code to register again while enabled', async () => {
    const { secret } = await enable();
    const res = await api(app, 'i/2fa/register', { i: alice.token, password: 'pw-secret' });
    expect(errorOf(res).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    const ok = await api(app, 'i/2fa/register', {
      i: alice.token,
      password: 'pw-secret',
      token: codeFor(secret),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('requires a credential', async () => {
    const res = await api(app, 'i/2fa/register', { password: 'pw-secret' });
    expect(res.statusCode).toBe(401);
  });
});
