import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateLimiter } from '../src/services/rate-limiter.js';
import { lockAfterFailure, SIGNIN_LOCK_RULE, SigninLocks } from '../src/services/signin-locks.js';
import { api, createTestApp, errorOf, signup } from './helpers.js';

const PASSWORD = 'correct horse battery';
const TOO_MANY = { code: 'TOO_MANY_AUTHENTICATION_FAILURES', id: '22d05606-fbcf-421a-a2db-b32610dcfd1b' };

describe('the lock rule', () => {
  it('lets five failures pass, then locks for 30 s doubling up to 15 minutes', () => {
    const locks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 50].map((n) => lockAfterFailure(n, SIGNIN_LOCK_RULE));
    expect(locks).toEqual([0, 0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  it('forgets failures after a success, and a day after the last one', () => {
    let now = 0;
    const locks = new SigninLocks(() => now);
    for (let i = 0; i < 6; i++) locks.fail('k');
    expect(locks.retryAfterMs('k')).toBe(30_000);
    locks.clear('k');
    expect(locks.retryAfterMs('k')).toBe(0);
    for (let i = 0; i < 7; i++) locks.fail('k');
    now += 24 * 60 * 60_000;
    // A fresh start: five more free failures, not a lock of an hour.
    for (let i = 0; i < 5; i++) expect(locks.fail('k')).toBe(0);
  });
});

let app: FastifyInstance;
let now: number;
beforeEach(async () => {
  now = Date.UTC(2026, 0, 1);
  app = await createTestApp({ rateLimiter: new RateLimiter(() => now) });
  await signup(app, 'alice', PASSWORD);
});
afterEach(async () => {
  await app.close();
});

/** A sign-in attempt from an address of its own, so the per-address limit never applies. */
let nextAddress = 1;
function signin(
  body: Record<string, unknown>,
  options: { cookie?: string; address?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/signin-flow',
    remoteAddress: options.address ?? `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: JSON.stringify(body),
  });
}

/** The device cookie (name=value) a successful sign-in set. */
function deviceCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const first = (Array.isArray(header) ? header[0] : header) ?? '';
  expect(first).toMatch(
    /^shiori_device_\w+=[\w-]+\.[\w-]+; Path=\/api\/signin-flow; .*HttpOnly; SameSite=Strict/,
  );
  return first.split(';')[0] as string;
}

async function failTimes(n: number, username = 'alice'): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await signin({ username, password: `guess ${i}` });
    expect(errorOf(res).code).toBe('INCORRECT_CREDENTIALS');
  }
}

describe('per-account sign-in limit', () => {
  it('follows the account across addresses: a new address gets no fresh budget', async () => {
    await failTimes(6); // six addresses, one guess each
    const res = await signin({ username: 'alice', password: PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res)).toMatchObject(TOO_MANY);
    expect(errorOf(res).info).toEqual({ resetMs: 30_000 });
  });

  it('refuses while locked without checking the password, and the lock grows', async () => {
    await failTimes(6);
    now += 30_000;
    // Unlocked: one more wrong guess locks for twice as long.
    await failTimes(1);
    expect(errorOf(await signin({ username: 'alice', password: 'x' })).info).toEqual({ resetMs: 60_000 });
    now += 59_999;
    expect((await signin({ username: 'alice', password: PASSWORD })).statusCode).toBe(429);
    now += 1;
    expect((await signin({ username: 'alice', password: PASSWORD })).json()).toMatchObject({
      finished: true,
    });
  });

  it('treats a name nobody has exactly like a real one', async () => {
    await failTimes(6, 'ghost');
    const res = await signin({ username: 'ghost', password: 'x' });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res)).toMatchObject(TOO_MANY);
  });

  it("lets the owner's known device in while the account is locked", async () => {
    const first = await signin({ username: 'alice', password: PASSWORD });
    expect(first.json()).toMatchObject({ finished: true });
    const cookie = deviceCookie(first);

    await failTimes(6); // the attacker, from other addresses, locks the account
    expect((await signin({ username: 'alice', password: PASSWORD })).statusCode).toBe(429);

    const owner = await signin({ username: 'alice', password: PASSWORD }, { cookie });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ finished: true });
    // The device keeps its id, so it stays known.
    expect(deviceCookie(owner)).toBe(cookie);
  });

  it('does not accept a made-up cookie, or one issued for another account', async () => {
    const bob = await signup(app, 'bob', PASSWORD);
    const bobCookie = deviceCookie(await signin({ username: 'bob', password: PASSWORD }));
    const alice = (await signin({ username: 'alice', password: PASSWORD })).json() as { id: string };
    await failTimes(6);

    const [, bobValue] = bobCookie.split('=') as [string, string];
    const forged = [
      `shiori_device_${alice.id}=${bobValue}`, // bob's device value under alice's name
      `shiori_device_${alice.id}=AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(43)}`,
      `shiori_device_${alice.id}=${bobValue.split('.')[0]}.${'B'.repeat(43)}`,
      bobCookie,
    ];
    expect(bob.id).not.toBe(alice.id);
    for (const cookie of forged) {
      const res = await signin({ username: 'alice', password: PASSWORD }, { cookie });
      expect(res.statusCode, cookie).toBe(429);
    }
  });

  it("counts a known device's own failures apart, and locks that device alone", async () => {
    const cookie = deviceCookie(await signin({ username: 'alice', password: PASSWORD }));
    for (let i = 0; i < 6; i++) await signin({ username: 'alice', password: 'typo' }, { cookie });
    expect((await signin({ username: 'alice', password: PASSWORD }, { cookie })).statusCode).toBe(429);
    // The account itself is not locked by the device's typos.
    expect((await signin({ username: 'alice', password: PASSWORD })).statusCode).toBe(200);
  });

  it('keeps the per-address limit as well', async () => {
    const limited = await createTestApp({ rateLimits: { 'signin-flow': { duration: 60_000, max: 2 } } });
    try {
      await signup(limited, 'carol', PASSWORD);
      for (let i = 0; i < 2; i++) await api(limited, 'signin-flow', { username: 'carol', password: 'x' });
      const res = await api(limited, 'signin-flow', { username: 'carol', password: PASSWORD });
      expect(errorOf(res).code).toBe('RATE_LIMIT_EXCEEDED');
    } finally {
      await limited.close();
    }
  });
});

describe('per-account two-factor limit', () => {
  async function enableTwoFactor(): Promise<string> {
    const token = (await signin({ username: 'alice', password: PASSWORD })).json().i as string;
    const { secret } = (await api(app, 'i/2fa/register', { i: token, password: PASSWORD })).json();
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const done = await api(app, 'i/2fa/done', { i: token, token: code.generate() });
    expect(done.statusCode).toBe(200);
    return done.json().backupCodes[0] as string;
  }

  it('locks wrong codes per account across addresses, and the code is not checked while locked', async () => {
    const backupCode = await enableTwoFactor();
    for (let i = 0; i < 6; i++) {
      const res = await signin({ username: 'alice', password: PASSWORD, token: '000000' });
      expect(errorOf(res).code).toBe('INCORRECT_TWO_FACTOR_CODE');
    }
    // A backup code that would be accepted (a TOTP code of this step was used to enable).
    const res = await signin({ username: 'alice', password: PASSWORD, token: backupCode });
    expect(res.statusCode).toBe(429);
    expect(errorOf(res)).toMatchObject(TOO_MANY);
  });
});
