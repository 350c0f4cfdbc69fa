import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { loggerOptions } from '../src/logger.js';
import { settleMail } from '../src/services/mail/index.js';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { linkIn, startTestMailbox, type TestMailbox } from './mail-helpers.js';

const URL = 'http://shiori.test';
let mailbox: TestMailbox;
let app: FastifyInstance;
let alice: TestAccount;
let log: string[];

async function appWith(smtpUrl: string | null): Promise<FastifyInstance> {
  log = [];
  return createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', url: URL, smtpUrl }),
    logger: loggerOptions('info', 'json', { write: (line: string) => log.push(line) }),
    // Misskey allows three reset requests an hour per address; these tests make more.
    rateLimits: {
      'request-reset-password': { duration: 60_000, max: 100 },
      'i/update-email': { duration: 60_000, max: 100 },
    },
  });
}

/** Gives alice a verified address the way a user does: i/update-email, then the mailed link. */
async function verifiedEmail(who: TestAccount, email: string): Promise<void> {
  await okAs(app, 'i/update-email', who, { password: who.password, email });
  const link = linkIn(await mailbox.next(email), `${URL}/verify-email/`);
  const res = await app.inject({ method: 'GET', url: new globalThis.URL(link).pathname });
  expect(res.statusCode).toBe(200);
}

async function resetLink(email: string): Promise<string> {
  return linkIn(await mailbox.next(email), `${URL}/reset-password/`)
    .split('/')
    .pop() as string;
}

beforeEach(async () => {
  mailbox = await startTestMailbox();
  app = await appWith(mailbox.url);
  alice = await signup(app, 'alice', 'alice password');
});

afterEach(async () => {
  await app.close();
  await mailbox.close();
});

describe('i/update-email', () => {
  it('sets an unverified address, mails a link that verifies it once, and shows both in i', async () => {
    const me = await okAs<entities.MeDetailed>(app, 'i/update-email', alice, {
      password: alice.password,
      email: 'alice@example.com',
    });
    expect(me).toMatchObject({ email: 'alice@example.com', emailVerified: false });
    const path = new globalThis.URL(linkIn(await mailbox.next('alice@example.com'), `${URL}/verify-email/`))
      .pathname;
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect(await okAs<entities.MeDetailed>(app, 'i', alice)).toMatchObject({
      email: 'alice@example.com',
      emailVerified: true,
    });
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(400);
  });

  it('needs the password, and removes the address when given null', async () => {
    const wrong = await callAs(app, 'i/update-email', alice, {
      password: 'not her password',
      email: 'alice@example.com',
    });
    expect(errorOf(wrong).code).toBe('INCORRECT_PASSWORD');
    const bad = await callAs(app, 'i/update-email', alice, { password: alice.password, email: 'no-at-sign' });
    expect(errorOf(bad).code).toBe('UNAVAILABLE');
    await verifiedEmail(alice, 'alice@example.com');
    const cleared = await okAs<entities.MeDetailed>(app, 'i/update-email', alice, {
      password: alice.password,
      email: null,
    });
    expect(cleared).toMatchObject({ email: null, emailVerified: false });
  });
});

describe('password reset', () => {
  beforeEach(() => verifiedEmail(alice, 'alice@example.com'));

  it('mails a link that sets a new password once', async () => {
    const res = await api(app, 'request-reset-password', { username: 'alice', email: 'alice@example.com' });
    expect(res.statusCode).toBe(204);
    const token = await resetLink('alice@example.com');
    expect(
      await okAs(app, 'reset-password', null, { token, password: 'brand new password' }),
    ).toBeUndefined();
    const signin = (password: string) => api(app, 'signin-flow', { username: 'alice', password });
    expect((await signin('brand new password')).statusCode).toBe(200);
    expect((await signin('alice password')).statusCode).toBe(403);

    const again = await api(app, 'reset-password', { token, password: 'another new password' });
    expect(errorOf(again).code).toBe('NO_SUCH_RESET_REQUEST');
    expect((await signin('brand new password')).statusCode).toBe(200);
  });

  it('answers the same, and mails nothing, for a wrong name, a wrong or unverified address', async () => {
    const bob = await signup(app, 'bob', 'bob password');
    await okAs(app, 'i/update-email', bob, { password: bob.password, email: 'bob@example.com' });
    await mailbox.next('bob@example.com'); // the verification mail, left unopened
    const answers = await Promise.all([
      api(app, 'request-reset-password', { username: 'nobody', email: 'alice@example.com' }),
      api(app, 'request-reset-password', { username: 'alice', email: 'other@example.com' }),
      api(app, 'request-reset-password', { username: 'bob', email: 'bob@example.com' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    await settleMail(app.instance);
    expect(mailbox.mails.map((m) => m.subject).filter((s) => s.includes('Reset'))).toEqual([]);
  });

  it('refuses a link older than 30 minutes, an unknown token and a short password', async () => {
    await okAs(app, 'request-reset-password', null, { username: 'ALICE', email: 'Alice@Example.com' });
    const token = await resetLink('alice@example.com');
    const short = await api(app, 'reset-password', { token, password: 'short' });
    expect(errorOf(short).code).toBe('INVALID_PARAM');
    app.instance.db
      .prepare('UPDATE password_resets SET created_at = ?')
      .run(new Date(Date.now() - 31 * 60_000).toISOString());
    expect(errorOf(await api(app, 'reset-password', { token, password: 'brand new password' })).code).toBe(
      'EXPIRED',
    );
    expect(
      errorOf(await api(app, 'reset-password', { token: 'nope', password: 'brand new password' })).code,
    ).toBe('NO_SUCH_RESET_REQUEST');
    expect(
      (await api(app, 'signin-flow', { username: 'alice', password: 'alice password' })).statusCode,
    ).toBe(200);
  });

  it('never writes a token to the log when mail goes out by SMTP', async () => {
    await okAs(app, 'request-reset-password', null, { username: 'alice', email: 'alice@example.com' });
    const token = await resetLink('alice@example.com');
    await okAs(app, 'reset-password', null, { token, password: 'brand new password' });
    expect(log.length).toBeGreaterThan(0);
    expect(log.join('')).not.toContain(token);
  });
});

describe('without SMTP', () => {
  it('writes the mail, link included, to the log and says mail is not set up', async () => {
    await app.close();
    app = await appWith(null);
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).enableEmail).toBe(false);
    const bob = await signup(app, 'bob', 'bob password');
    await okAs(app, 'i/update-email', bob, { password: bob.password, email: 'bob@example.com' });
    const written = log.join('');
    expect(written).toContain('bob@example.com');
    expect(written).toMatch(/http:\/\/shiori\.test\/verify-email\/[A-Za-z0-9]+/);
    expect(mailbox.mails).toEqual([]);
  });
});
