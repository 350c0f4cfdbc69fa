import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { SoftAuthenticator } from './webauthn-authenticator.js';

// The default instance is on 127.0.0.1, whose passkeys are made for localhost (browsers refuse IPs).
const ORIGIN = 'http://localhost:3000';
let app: FastifyInstance;
let alice: TestAccount;
let authenticator: SoftAuthenticator;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  authenticator = new SoftAuthenticator(ORIGIN);
});
afterEach(async () => {
  await app.close();
});

/** Keys come on top of TOTP (as in Misskey); every sensitive call then needs a second factor. */
async function enableTotp(who: TestAccount = alice): Promise<void> {
  const { secret } = await okAs<{ secret: string }>(app, 'i/2fa/register', who, { password: who.password });
  const otp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const done = await okAs<{ backupCodes: string[] }>(app, 'i/2fa/done', who, { token: otp.generate() });
  backupCodes = [...done.backupCodes];
}

/** A TOTP code is taken once per 30 s step, so the many calls of a test use backup codes. */
let backupCodes: string[] = [];
function nextCode(): string {
  const code = backupCodes.shift();
  if (!code) throw new Error('out of backup codes');
  return code;
}

async function registerKey(name = 'My key') {
  const options = await okAs<{ challenge: string; rp: { id?: string }; user: { id: string } }>(
    app,
    'i/2fa/register-key',
    alice,
    { password: 'pw-secret', token: nextCode() },
  );
  const credential = authenticator.register(options);
  return okAs<{ id: string; name: string }>(app, 'i/2fa/key-done', alice, {
    password: 'pw-secret',
    token: nextCode(),
    name,
    credential,
  });
}

async function me() {
  return okAs<{
    securityKeys: boolean;
    usePasswordLessLogin: boolean;
    securityKeysList: { id: string; name: string }[];
  }>(app, 'i', alice);
}

describe('security keys', () => {
  it('refuses to register a key without TOTP, with a wrong password, or signed out', async () => {
    const noTotp = await callAs(app, 'i/2fa/register-key', alice, { password: 'pw-secret' });
    expect(errorOf(noTotp)).toMatchObject({
      code: 'TWO_FACTOR_NOT_ENABLED',
      id: 'bf32b864-449b-47b8-974e-f9a5468546f1',
    });
    await enableTotp();
    const wrong = await callAs(app, 'i/2fa/register-key', alice, { password: 'nope', token: nextCode() });
    expect(errorOf(wrong)).toMatchObject({
      code: 'INCORRECT_PASSWORD',
      id: '38769596-efe2-4faf-9bec-abbb3f2cd9ba',
    });
    const noCode = await callAs(app, 'i/2fa/register-key', alice, { password: 'pw-secret' });
    expect(errorOf(noCode).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    const signedOut = await api(app, 'i/2fa/register-key', { password: 'pw-secret' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('registers a key, lists it in i, renames and removes it', async () => {
    await enableTotp();
    const options = await okAs<{ rp: { id: string }; challenge: string; user: { name: string } }>(
      app,
      'i/2fa/register-key',
      alice,
      { password: 'pw-secret', token: nextCode() },
    );
    expect(options.rp.id).toBe('localhost');
    expect(options.user.name).toBe('alice');
    expect(options.challenge.length).toBeGreaterThan(20);

    const key = await registerKey('Laptop');
    expect(key).toEqual({ id: authenticator.credentialId, name: 'Laptop' });
    expect(await me()).toMatchObject({
      securityKeys: true,
      usePasswordLessLogin: false,
      securityKeysList: [{ id: key.id, name: 'Laptop' }],
    });
    // Others see that keys exist, never which.
    const bob = await signup(app, 'bob', 'pw-secret');
    const shown = await okAs<Record<string, unknown>>(app, 'users/show', bob, { userId: alice.id });
    expect(shown.securityKeys).toBe(true);
    expect(shown.securityKeysList).toBeUndefined();

    await okAs(app, 'i/2fa/update-key', alice, { credentialId: key.id, name: 'Work laptop' });
    expect((await me()).securityKeysList[0]?.name).toBe('Work laptop');

    const wrongPassword = await callAs(app, 'i/2fa/remove-key', alice, {
      password: 'nope',
      token: nextCode(),
      credentialId: key.id,
    });
    expect(errorOf(wrongPassword).id).toBe('141c598d-a825-44c8-9173-cfb9d92be493');
    await okAs(app, 'i/2fa/remove-key', alice, {
      password: 'pw-secret',
      token: nextCode(),
      credentialId: key.id,
    });
    expect(await me()).toMatchObject({ securityKeys: false, securityKeysList: [] });
  });

  it('refuses a credential that does not answer the challenge, and bad names', async () => {
    await enableTotp();
    const options = await okAs<{ challenge: string; rp: { id?: string }; user: { id: string } }>(
      app,
      'i/2fa/register-key',
      alice,
      { password: 'pw-secret', token: nextCode() },
    );
    const forged = authenticator.register({ ...options, challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' });
    const res = await callAs(app, 'i/2fa/key-done', alice, {
      password: 'pw-secret',
      token: nextCode(),
      name: 'Key',
      credential: forged,
    });
    expect(errorOf(res).code).toBe('SECURITY_KEY_VERIFICATION_FAILED');
    expect((await me()).securityKeys).toBe(false);
    const longName = await callAs(app, 'i/2fa/key-done', alice, {
      password: 'pw-secret',
      token: nextCode(),
      name: 'x'.repeat(31),
      credential: forged,
    });
    expect(longName.statusCode).toBe(400);
  });

  it("cannot rename someone else's key or remove it", async () => {
    await enableTotp();
    const key = await registerKey();
    const bob = await signup(app, 'bob', 'pw-secret');
    const rename = await callAs(app, 'i/2fa/update-key', bob, { credentialId: key.id, name: 'Mine' });
    expect(errorOf(rename)).toMatchObject({
      code: 'ACCESS_DENIED',
      id: '1fb7cb09-d46a-4fff-b8df-057708cce513',
    });
    const missing = await callAs(app, 'i/2fa/update-key', bob, { credentialId: 'nope', name: 'Mine' });
    expect(errorOf(missing).code).toBe('NO_SUCH_KEY');
    await okAs(app, 'i/2fa/remove-key', bob, { password: 'pw-secret', credentialId: key.id });
    expect((await me()).securityKeysList).toHaveLength(1);
  });

  it('switches password-less sign-in on only with a key, and off when the last key goes', async () => {
    const noKey = await callAs(app, 'i/2fa/password-less', alice, { value: true });
    expect(errorOf(noKey)).toMatchObject({ code: 'NO_SECURITY_KEY' });
    await enableTotp();
    const key = await registerKey();
    await okAs(app, 'i/2fa/password-less', alice, { value: true });
    expect((await me()).usePasswordLessLogin).toBe(true);
    await okAs(app, 'i/2fa/remove-key', alice, {
      password: 'pw-secret',
      token: nextCode(),
      credentialId: key.id,
    });
    expect((await me()).usePasswordLessLogin).toBe(false);
  });
});

describe('signing in with a security key', () => {
  beforeEach(async () => {
    await enableTotp();
  });

  it('asks for the key after the password, and signs in with its assertion', async () => {
    await registerKey();
    const first = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret' });
    const body = first.json();
    expect(body).toMatchObject({ finished: false, next: 'passkey' });
    expect(body.authRequest.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId, type: 'public-key' }),
    ]);
    const credential = authenticator.assert(body.authRequest);
    const done = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret', credential });
    expect(done.json()).toMatchObject({ finished: true, id: alice.id });
    expect((await okAs<{ username: string }>(app, 'i', { ...alice, token: done.json().i })).username).toBe(
      'alice',
    );
    // The challenge was used up: the same assertion cannot sign in again.
    const replay = await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret', credential });
    expect(errorOf(replay).id).toBe('93b86c4b-72f9-40eb-9815-798928603d1e');
  });

  it('still takes a two-factor code (here a backup code) instead of the key', async () => {
    await registerKey();
    const res = await api(app, 'signin-flow', {
      username: 'alice',
      password: 'pw-secret',
      token: nextCode(),
    });
    expect(res.json()).toMatchObject({ finished: true, id: alice.id });
  });

  it('signs in without a password only when password-less sign-in is on', async () => {
    await registerKey();
    const init = await api(app, 'signin-with-passkey', {});
    const { option, context } = init.json();
    expect(typeof context).toBe('string');
    const off = await api(app, 'signin-with-passkey', { context, credential: authenticator.assert(option) });
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).id).toBe('932c904e-9460-45b7-9ce6-7ed33be7eb2c');

    await okAs(app, 'i/2fa/password-less', alice, { value: true });
    const again = (await api(app, 'signin-with-passkey', {})).json();
    const ok = await api(app, 'signin-with-passkey', {
      context: again.context,
      credential: authenticator.assert(again.option),
    });
    expect(ok.statusCode).toBe(200);
    const { signinResponse } = ok.json();
    expect(signinResponse).toMatchObject({ finished: true, id: alice.id });
    expect((await okAs<{ id: string }>(app, 'i', { ...alice, token: signinResponse.i })).id).toBe(alice.id);

    const noContext = await api(app, 'signin-with-passkey', {
      credential: authenticator.assert(again.option),
    });
    expect(errorOf(noContext).id).toBe('1658cc2e-4495-461f-aee4-d403cdf073c1');
    const otherKey = new SoftAuthenticator(ORIGIN);
    const third = (await api(app, 'signin-with-passkey', {})).json();
    const unknown = await api(app, 'signin-with-passkey', {
      context: third.context,
      credential: otherKey.assert(third.option),
    });
    expect(unknown.statusCode).toBe(403);
  });
});

describe('passkey challenges', () => {
  const CHALLENGE_NOT_FOUND = '2d16e51c-007b-4edd-afd2-f7dd02c947f6';
  let db: ReturnType<typeof openDatabase>;

  /** alice on an app over a database this test keeps, with a key and password-less sign-in on. */
  beforeEach(async () => {
    await app.close();
    db = openDatabase(':memory:');
    app = await createTestApp({ db });
    alice = await signup(app, 'alice', 'pw-secret');
    await enableTotp();
    await registerKey();
    await okAs(app, 'i/2fa/password-less', alice, { value: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    db.close();
  });

  const challengeRows = () => db.prepare('SELECT key FROM webauthn_challenges').all() as { key: string }[];

  it('survives a restart between the options and the answer, and is used up by it', async () => {
    const { option, context } = (await api(app, 'signin-with-passkey', {})).json();
    await app.close();
    app = await createTestApp({ db });
    const credential = authenticator.assert(option);
    const ok = await api(app, 'signin-with-passkey', { context, credential });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().signinResponse).toMatchObject({ finished: true, id: alice.id });
    expect(challengeRows()).toEqual([]);
    const replay = await api(app, 'signin-with-passkey', {
      context,
      credential: authenticator.assert(option),
    });
    expect(replay.statusCode).toBe(403);
    expect(errorOf(replay).id).toBe(CHALLENGE_NOT_FOUND);
  });

  it("refuses an expired challenge with Misskey's error and sweeps the expired ones", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = (await api(app, 'signin-with-passkey', {})).json();
    const second = (await api(app, 'signin-with-passkey', {})).json();
    expect(challengeRows()).toHaveLength(2);
    // 90 s is still in time; past it the challenge is gone, as Misskey's Redis entry.
    vi.setSystemTime(Date.now() + 91_000);
    const late = await api(app, 'signin-with-passkey', {
      context: first.context,
      credential: authenticator.assert(first.option),
    });
    expect(late.statusCode).toBe(403);
    expect(errorOf(late).id).toBe(CHALLENGE_NOT_FOUND);
    // The next challenge kept sweeps the other expired one.
    const third = (await api(app, 'signin-with-passkey', {})).json();
    expect(challengeRows()).toEqual([{ key: `passkey:${third.context}` }]);
    expect(second.context).not.toBe(third.context);
    vi.setSystemTime(Date.now() + 89_000);
    const inTime = await api(app, 'signin-with-passkey', {
      context: third.context,
      credential: authenticator.assert(third.option),
    });
    expect(inTime.statusCode).toBe(200);
  });
});
