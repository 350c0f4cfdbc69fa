import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { settleMail } from '../src/services/mail/index.js';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { linkIn, startTestMailbox, type TestMailbox } from './mail-helpers.js';

let mailbox: TestMailbox;
let app: FastifyInstance;
let admin: TestAccount;

async function appWithMail(smtpUrl: string | null): Promise<FastifyInstance> {
  return createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', url: 'http://shiori.test', smtpUrl }),
  });
}

/** Signs up `name` with `name@example.com` and returns the code of the link mailed to it. */
async function signupByMail(name: string): Promise<string> {
  const email = `${name}@example.com`;
  await okAs(app, 'signup', null, { username: name, password: `${name} password`, emailAddress: email });
  return linkIn(await mailbox.next(email), 'http://shiori.test/signup-complete/')
    .split('/')
    .pop() as string;
}

async function requireEmail(on = true): Promise<void> {
  await okAs(app, 'admin/update-meta', admin, { emailRequiredForSignup: on });
}

beforeEach(async () => {
  mailbox = await startTestMailbox();
  app = await appWithMail(mailbox.url);
  admin = await signup(app, 'root_admin', 'admin password');
});

afterEach(async () => {
  await app.close();
  await mailbox.close();
});

describe('meta', () => {
  it('says mail is set up only when SMTP is configured, and whether sign-up needs an address', async () => {
    const meta = await okAs<entities.MetaDetailed>(app, 'meta', null, { detail: true });
    expect(meta.enableEmail).toBe(true);
    expect(meta.emailRequiredForSignup).toBe(false);
    await requireEmail();
    const after = await okAs<entities.MetaDetailed>(app, 'meta', null, { detail: true });
    expect(after.emailRequiredForSignup).toBe(true);
    expect(after.features?.emailRequiredForSignup).toBe(true);

    const noMail = await appWithMail(null);
    try {
      expect((await okAs<entities.MetaLite>(noMail, 'meta', null)).enableEmail).toBe(false);
    } finally {
      await noMail.close();
    }
  });

  it('lets only admins require an address', async () => {
    const bob = await signup(app, 'bob', 'bob password');
    const res = await callAs(app, 'admin/update-meta', bob, { emailRequiredForSignup: true });
    expect(errorOf(res).code).toBe('ACCESS_DENIED');
    expect((await okAs<entities.MetaLite>(app, 'meta', null)).emailRequiredForSignup).toBe(false);
  });
});

describe('sign-up with a mailed link', () => {
  beforeEach(() => requireEmail());

  it('makes the account only when the link is opened, with the address verified, and signs in', async () => {
    const res = await api(app, 'signup', {
      username: 'carol',
      password: 'carol password',
      emailAddress: 'carol@example.com',
    });
    expect(res.statusCode).toBe(204);
    // Nothing to sign in to yet.
    const early = await api(app, 'signin-flow', { username: 'carol', password: 'carol password' });
    expect(early.statusCode).toBe(403);

    const mail = await mailbox.next('carol@example.com');
    expect(mail.subject).toContain('Shiori');
    const link = linkIn(mail, 'http://shiori.test/signup-complete/');
    const code = link.slice('http://shiori.test/signup-complete/'.length);

    const done = await okAs<{ id: string; i: string }>(app, 'signup-pending', null, { code });
    const me = await okAs<entities.MeDetailed>(app, 'i', {
      id: done.id,
      username: 'carol',
      password: '',
      token: done.i,
    });
    expect(me.username).toBe('carol');
    expect(me.email).toBe('carol@example.com');
    expect(me.emailVerified).toBe(true);
    const signin = await okAs<{ finished: boolean }>(app, 'signin-flow', null, {
      username: 'carol',
      password: 'carol password',
    });
    expect(signin.finished).toBe(true);
  });

  it('takes a link once', async () => {
    const code = await signupByMail('dave');
    await okAs(app, 'signup-pending', null, { code });
    const again = await api(app, 'signup-pending', { code });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('NO_SUCH_CODE');
  });

  it('makes an account that waits for approval when approval was switched on after the link was mailed', async () => {
    const code = await signupByMail('gina');
    await okAs(app, 'admin/update-meta', admin, { approvalRequiredForSignup: true });
    const done = await api(app, 'signup-pending', { code });
    expect(done.statusCode).toBe(204);
    const signin = await api(app, 'signin-flow', { username: 'gina', password: 'gina password' });
    expect(errorOf(signin).code).toBe('NOT_APPROVED');
    const waiting = await okAs<entities.UserDetailed[]>(app, 'admin/show-users', admin, {
      state: 'pending',
    });
    expect(waiting.map((u) => u.username)).toEqual(['gina']);
  });

  it('refuses a link older than 30 minutes, and an unknown code', async () => {
    const code = await signupByMail('erin');
    const old = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    app.instance.db.prepare('UPDATE pending_signups SET created_at = ?').run(old);
    const expired = await api(app, 'signup-pending', { code });
    expect(errorOf(expired).code).toBe('EXPIRED');
    expect((await api(app, 'signin-flow', { username: 'erin', password: 'erin password' })).statusCode).toBe(
      403,
    );
    expect(errorOf(await api(app, 'signup-pending', { code: 'nope' })).code).toBe('NO_SUCH_CODE');
  });

  it('forgets links nobody opened in time, handing back the invitation code they held', async () => {
    await okAs(app, 'admin/update-meta', admin, { disableRegistration: true });
    const invite = await okAs<{ code: string }>(app, 'invite/create', admin);
    await okAs(app, 'signup', null, {
      username: 'kim',
      password: 'kim password',
      emailAddress: 'kim@example.com',
      invitationCode: invite.code,
    });
    // The code is held while the link may still be opened.
    const again = { username: 'lee', password: 'lee password', emailAddress: 'lee@example.com' };
    const held = await api(app, 'signup', { ...again, invitationCode: invite.code });
    expect(errorOf(held).code).toBe('INVALID_INVITATION_CODE');
    const old = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    app.instance.db.prepare('UPDATE pending_signups SET created_at = ?').run(old);
    // The next sign-up forgets the expired one, so its code is free again.
    await okAs(app, 'signup', null, { ...again, invitationCode: invite.code });
    const left = app.instance.db.prepare('SELECT username FROM pending_signups').all();
    expect(left).toEqual([{ username: 'lee' }]);
  });

  it('needs a usable address and a free username', async () => {
    const missing = await api(app, 'signup', { username: 'frank', password: 'frank password' });
    expect(errorOf(missing).code).toBe('EMAIL_ADDRESS_REQUIRED');
    const malformed = await api(app, 'signup', {
      username: 'frank',
      password: 'frank password',
      emailAddress: 'frank',
    });
    expect(errorOf(malformed)).toMatchObject({
      code: 'UNAVAILABLE_EMAIL_ADDRESS',
      info: { reason: 'format' },
    });
    const taken = await api(app, 'signup', {
      username: 'root_admin',
      password: 'frank password',
      emailAddress: 'f@example.com',
    });
    expect(errorOf(taken).code).toBe('USED_USERNAME');
    await settleMail(app.instance);
    expect(mailbox.mails).toEqual([]);
  });

  it('refuses an address another account has verified', async () => {
    const code = await signupByMail('gina');
    await okAs(app, 'signup-pending', null, { code });
    const res = await api(app, 'signup', {
      username: 'gina2',
      password: 'gina password',
      emailAddress: 'GINA@example.com',
    });
    expect(errorOf(res)).toMatchObject({ code: 'UNAVAILABLE_EMAIL_ADDRESS', info: { reason: 'used' } });
  });

  it('signs up at once, as before, when no address is required', async () => {
    await requireEmail(false);
    const res = await api(app, 'signup', {
      username: 'hana',
      password: 'hana password',
      emailAddress: 'hana@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as entities.SignupResponse).token).toEqual(expect.any(String));
  });
});

describe('email-address/available', () => {
  it('answers format, used and available as Misskey words them', async () => {
    const ask = (emailAddress: string) =>
      okAs<entities.EmailAddressAvailableResponse>(app, 'email-address/available', null, { emailAddress });
    expect(await ask('not an address')).toEqual({ available: false, reason: 'format' });
    expect(await ask('ivy@example.com')).toEqual({ available: true, reason: null });
    await requireEmail();
    const code = await signupByMail('ivy');
    // A pending sign-up does not take the address: only a verified one does.
    expect(await ask('ivy@example.com')).toEqual({ available: true, reason: null });
    await okAs(app, 'signup-pending', null, { code });
    expect(await ask('ivy@example.com')).toEqual({ available: false, reason: 'used' });
  });
});
