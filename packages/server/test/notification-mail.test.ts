import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { loggerOptions } from '../src/logger.js';
import { settleMail } from '../src/services/mail/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { linkIn, startTestMailbox, type TestMailbox } from './mail-helpers.js';
import { post } from './notes-helpers.js';

const URL = 'http://shiori.test';
let mailbox: TestMailbox;
let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let log: string[];

async function appWith(smtpUrl: string | null): Promise<FastifyInstance> {
  log = [];
  return createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', url: URL, smtpUrl }),
    logger: loggerOptions('info', 'json', { write: (line: string) => log.push(line) }),
  });
}

/** Gives `who` an address and, unless told otherwise, proves it with the mailed link. */
async function giveEmail(who: TestAccount, email: string, verify = true): Promise<void> {
  await okAs(app, 'i/update-email', who, { password: who.password, email });
  const link = linkIn(await mailbox.next(email), `${URL}/verify-email/`);
  if (verify)
    expect((await app.inject({ method: 'GET', url: new globalThis.URL(link).pathname })).statusCode).toBe(
      200,
    );
}

/** The mails that reached `to` once every send under way has finished. */
async function mailsTo(to: string) {
  await settleMail(app.instance);
  return mailbox.mails.filter(
    (mail) => mail.to.includes(to) && !mail.subject.startsWith('Confirm your address'),
  );
}

beforeEach(async () => {
  mailbox = await startTestMailbox();
  app = await appWith(mailbox.url);
  alice = await signup(app, 'alice', 'alice password');
  bob = await signup(app, 'bob', 'bob password');
});

afterEach(async () => {
  await app.close();
  await mailbox.close();
});

describe('emailNotificationTypes', () => {
  it("starts as Misskey's default, is stored by i/update and packed in i", async () => {
    const me = await okAs<entities.MeDetailed>(app, 'i', alice);
    expect(me.emailNotificationTypes).toEqual(['follow', 'receiveFollowRequest']);
    const updated = await okAs<entities.MeDetailed>(app, 'i/update', alice, {
      emailNotificationTypes: ['mention', 'reply', 'mention', 'groupInvited'],
    });
    // Repeats and types this instance never mails are dropped.
    expect(updated.emailNotificationTypes).toEqual(['mention', 'reply']);
    expect((await okAs<entities.MeDetailed>(app, 'i', alice)).emailNotificationTypes).toEqual([
      'mention',
      'reply',
    ]);
    await okAs(app, 'i/update', alice, { emailNotificationTypes: [] });
    expect((await okAs<entities.MeDetailed>(app, 'i', alice)).emailNotificationTypes).toEqual([]);
  });

  it("refuses what is not a list of strings with Misskey's INVALID_PARAM, changing nothing", async () => {
    for (const bad of ['follow', [1], [null], { follow: true }]) {
      const res = await callAs(app, 'i/update', alice, { emailNotificationTypes: bad });
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
    expect((await okAs<entities.MeDetailed>(app, 'i', alice)).emailNotificationTypes).toEqual([
      'follow',
      'receiveFollowRequest',
    ]);
  });
});

describe('notification mail', () => {
  it('mails a follow and a mention of an enabled type to a verified address, with a link to it', async () => {
    await giveEmail(alice, 'alice@example.com');
    await okAs(app, 'i/update', alice, { emailNotificationTypes: ['follow', 'mention'] });
    await okAs(app, 'i/update', bob, { name: 'Bob <b>Builder</b>' });

    await okAs(app, 'following/create', bob, { userId: alice.id });
    const followMail = await mailbox.next('alice@example.com');
    expect(followMail.subject).toBe('@bob followed you on Shiori');
    // The display name is plain text in a plain-text mail; the link leads to the follower.
    expect(followMail.text).toContain('Bob <b>Builder</b> (@bob) now follows you.');
    expect(followMail.text).toContain(`${URL}/@bob`);

    const note = await post(app, bob, { text: 'hello @alice, see this' });
    const mentionMail = await mailbox.next('alice@example.com');
    expect(mentionMail.subject).toBe('@bob mentioned you on Shiori');
    expect(mentionMail.text).toContain('hello @alice, see this');
    expect(mentionMail.text).toContain(`${URL}/notes/${note.id}`);
    expect(mentionMail.text).toContain(`${URL}/settings/email`);
  });

  it('mails a follow request, a reply and a quote when those are chosen', async () => {
    await giveEmail(alice, 'alice@example.com');
    await okAs(app, 'i/update', alice, {
      isLocked: true,
      emailNotificationTypes: ['receiveFollowRequest', 'reply', 'quote'],
    });
    await okAs(app, 'following/create', bob, { userId: alice.id });
    expect((await mailbox.next('alice@example.com')).subject).toBe('@bob asked to follow you on Shiori');
    const own = await post(app, alice, { text: 'my note' });
    await post(app, bob, { text: 'an answer', replyId: own.id });
    expect((await mailbox.next('alice@example.com')).subject).toBe('@bob replied to your note on Shiori');
    await post(app, bob, { text: 'look', renoteId: own.id });
    expect((await mailbox.next('alice@example.com')).subject).toBe('@bob quoted your note on Shiori');
  });

  it('mails nothing for a type turned off', async () => {
    await giveEmail(alice, 'alice@example.com');
    await okAs(app, 'i/update', alice, { emailNotificationTypes: ['reply'] });
    await okAs(app, 'following/create', bob, { userId: alice.id });
    await post(app, bob, { text: 'hi @alice' });
    expect(await mailsTo('alice@example.com')).toEqual([]);
    // The notifications themselves are still made.
    const notifications = await okAs<entities.Notification[]>(app, 'i/notifications', alice, {});
    expect(notifications.map((n) => n.type).sort()).toEqual(['follow', 'mention']);
  });

  it('mails nothing to an address not verified yet', async () => {
    await giveEmail(alice, 'alice@example.com', false);
    await okAs(app, 'following/create', bob, { userId: alice.id });
    expect(await mailsTo('alice@example.com')).toEqual([]);
  });

  it('without SMTP, records the mail in the log, as every account mail', async () => {
    await app.close();
    app = await appWith(null);
    const carol = await signup(app, 'carol', 'carol password');
    const dave = await signup(app, 'dave', 'dave password');
    await okAs(app, 'i/update-email', carol, { password: carol.password, email: 'carol@example.com' });
    const verify = log.find((line) => line.includes('/verify-email/')) ?? '';
    const path = /\/verify-email\/[A-Za-z0-9_-]+/.exec(JSON.parse(verify).msg as string)?.[0] ?? '';
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    log.length = 0;
    await okAs(app, 'following/create', dave, { userId: carol.id });
    const recorded = log
      .map((line) => JSON.parse(line) as { msg: string })
      .find((l) => l.msg.includes('followed you'));
    expect(recorded?.msg).toContain('this mail to carol@example.com was not sent');
    expect(recorded?.msg).toContain('@dave now follows you.');
  });
});
