import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { settleMail, setVerifiedEmail } from '../src/services/mail/index.js';
import { setSystemWebhookRetryDelays, systemWebhooksIdle } from '../src/services/system-webhooks/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { startTestMailbox, type TestMailbox } from './mail-helpers.js';
import { eventually } from './notes-helpers.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

let app: FastifyInstance;
let admin: TestAccount;
let mod: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
let receiver: WebhookReceiver;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', webhookLoopback: true }),
  });
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
  setSystemWebhookRetryDelays(app.instance, [20, 20]);
});

afterEach(async () => {
  await systemWebhooksIdle(app.instance);
  await app.close();
  await receiver.close();
});

function createWebhook(on: string[], extra: Record<string, unknown> = {}) {
  return okAs<entities.SystemWebhook>(app, 'admin/system-webhook/create', mod, {
    isActive: true,
    name: 'moderation channel',
    on,
    url: receiver.url,
    secret: 'hook-s3cret',
    ...extra,
  });
}

async function logTypes(): Promise<string[]> {
  const logs = await okAs<entities.AdminShowModerationLogsResponse>(
    app,
    'admin/show-moderation-logs',
    admin,
    {},
  );
  return logs.map((l) => l.type);
}

describe('permissions', () => {
  it('lets moderators and administrators use system webhooks and recipients, nobody else', async () => {
    const hook = await createWebhook(['abuseReport']);
    const calls: [string, Record<string, unknown>][] = [
      ['admin/system-webhook/list', {}],
      ['admin/system-webhook/show', { id: hook.id }],
      ['admin/system-webhook/test', { webhookId: hook.id, type: 'userCreated' }],
      ['admin/abuse-report/notification-recipient/list', {}],
    ];
    for (const [endpoint, body] of calls) {
      expect((await callAs(app, endpoint, null, body)).statusCode, endpoint).toBe(401);
      expect(errorOf(await callAs(app, endpoint, carol, body)).code, endpoint).toBe('ACCESS_DENIED');
      for (const staff of [mod, admin]) {
        const res = await callAs(app, endpoint, staff, body);
        expect(res.statusCode, `${endpoint}: ${res.body}`).toBeLessThan(300);
      }
    }
    const create = await callAs(app, 'admin/system-webhook/create', carol, {
      isActive: true,
      name: 'x',
      on: [],
      url: receiver.url,
    });
    expect(errorOf(create).code).toBe('ACCESS_DENIED');
  });
});

describe('admin/system-webhook/*', () => {
  it("creates, lists with Misskey's filters, shows, updates and deletes, each in the moderation log", async () => {
    const hook = await createWebhook(['abuseReportResolved', 'abuseReport']);
    expect(hook).toEqual({
      id: hook.id,
      isActive: true,
      updatedAt: expect.any(String),
      latestSentAt: null,
      latestStatus: null,
      name: 'moderation channel',
      on: ['abuseReport', 'abuseReportResolved'],
      url: receiver.url,
      secret: 'hook-s3cret',
    });
    const other = await createWebhook(['userCreated'], { isActive: false, name: 'sign-ups' });
    const ids = async (body: Record<string, unknown>) =>
      (await okAs<entities.SystemWebhook[]>(app, 'admin/system-webhook/list', mod, body)).map((h) => h.id);
    expect(await ids({})).toEqual([hook.id, other.id]);
    expect(await ids({ isActive: false })).toEqual([other.id]);
    expect(await ids({ on: ['abuseReport', 'abuseReportResolved'] })).toEqual([hook.id]);
    expect(await ids({ on: ['abuseReport', 'userCreated'] })).toEqual([]);

    const updated = await okAs<entities.SystemWebhook>(app, 'admin/system-webhook/update', mod, {
      id: other.id,
      isActive: true,
      name: 'new accounts',
      on: ['userCreated'],
      url: `${receiver.url}/2`,
      secret: 'another',
    });
    expect(updated).toMatchObject({ name: 'new accounts', isActive: true, url: `${receiver.url}/2` });
    expect(await okAs(app, 'admin/system-webhook/show', mod, { id: other.id })).toEqual(updated);

    expect((await callAs(app, 'admin/system-webhook/delete', mod, { id: other.id })).statusCode).toBe(204);
    const gone = await callAs(app, 'admin/system-webhook/show', mod, { id: other.id });
    expect(errorOf(gone)).toMatchObject({
      code: 'NO_SUCH_SYSTEM_WEBHOOK',
      id: '38dd1ffe-04b4-6ff5-d8ba-4e6a6ae22c9d',
    });
    expect(gone.statusCode).toBe(404);
    expect(await logTypes()).toEqual([
      'deleteSystemWebhook',
      'updateSystemWebhook',
      'createSystemWebhook',
      'createSystemWebhook',
    ]);

    const badUrl = await callAs(app, 'admin/system-webhook/create', mod, {
      isActive: true,
      name: 'x',
      on: [],
      url: 'ftp://example.com/',
    });
    expect(errorOf(badUrl).code).toBe('INVALID_PARAM');
  });

  it('test sends a sample of the event with the secret header once, and records the status', async () => {
    const hook = await createWebhook(['abuseReport'], { isActive: false });
    receiver.answers.push(500); // a test is one attempt: no retry after a 500
    await okAs(app, 'admin/system-webhook/test', mod, { webhookId: hook.id, type: 'abuseReportResolved' });
    await systemWebhooksIdle(app.instance);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery?.headers).toMatchObject({
      'user-agent': 'Misskey-Hooks',
      'x-misskey-hook-id': hook.id,
      'x-misskey-hook-secret': 'hook-s3cret',
      'content-type': 'application/json',
    });
    expect(delivery?.body).toMatchObject({
      server: app.instance.config.url,
      hookId: hook.id,
      type: 'abuseReportResolved',
      body: {
        resolved: true,
        comment: expect.any(String),
        reporter: expect.objectContaining({ username: expect.any(String) }),
      },
    });
    expect(delivery?.body).not.toHaveProperty('userId');
    const shown = await okAs<entities.SystemWebhook>(app, 'admin/system-webhook/show', mod, { id: hook.id });
    expect(shown.latestStatus).toBe(500);
    expect(shown.latestSentAt).not.toBeNull();

    const unknown = await callAs(app, 'admin/system-webhook/test', mod, {
      webhookId: 'nope',
      type: 'abuseReport',
    });
    expect(errorOf(unknown).code).toBe('NO_SUCH_WEBHOOK');
  });

  it('refuses loopback targets without the test-only switch', async () => {
    await app.close();
    app = await createTestApp();
    admin = await signup(app, 'alice', 'pw-secret');
    const hook = await okAs<entities.SystemWebhook>(app, 'admin/system-webhook/create', admin, {
      isActive: true,
      name: 'local',
      on: ['abuseReport'],
      url: receiver.url,
      secret: 's',
    });
    await okAs(app, 'admin/system-webhook/test', admin, { webhookId: hook.id, type: 'abuseReport' });
    await systemWebhooksIdle(app.instance);
    expect(receiver.received).toHaveLength(0);
    const shown = await okAs<entities.SystemWebhook>(app, 'admin/system-webhook/show', admin, {
      id: hook.id,
    });
    expect(shown.latestStatus).toBe(1);
  });
});

describe('userCreated', () => {
  it('is sent with the new account as UserLite to the webhooks listening to it', async () => {
    const hook = await createWebhook(['userCreated']);
    await createWebhook(['abuseReport'], { name: 'reports only' });
    const dave = await signup(app, 'dave', 'pw-secret');
    await eventually(() => receiver.received.length >= 1, 'the userCreated delivery');
    await systemWebhooksIdle(app.instance);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.body).toMatchObject({
      hookId: hook.id,
      type: 'userCreated',
      body: { id: dave.id, username: 'dave', host: null },
    });
  });
});

describe('admin/abuse-report/notification-recipient/*', () => {
  it("checks each method's target, packs the user or webhook, and logs every change", async () => {
    const hook = await createWebhook(['abuseReport']);
    const noUser = await callAs(app, 'admin/abuse-report/notification-recipient/create', mod, {
      isActive: true,
      name: 'mail',
      method: 'email',
    });
    expect(errorOf(noUser)).toMatchObject({
      code: 'CORRELATION_CHECK_EMAIL',
      id: '348bb8ae-575a-6fe9-4327-5811999def8f',
    });
    const unverified = await callAs(app, 'admin/abuse-report/notification-recipient/create', mod, {
      isActive: true,
      name: 'mail',
      method: 'email',
      userId: mod.id,
    });
    expect(errorOf(unverified).code).toBe('EMAIL_ADDRESS_NOT_SET');
    const noHook = await callAs(app, 'admin/abuse-report/notification-recipient/create', mod, {
      isActive: true,
      name: 'hook',
      method: 'webhook',
    });
    expect(errorOf(noHook).code).toBe('CORRELATION_CHECK_WEBHOOK');

    setVerifiedEmail(app.instance, mod.id, 'maya@example.com');
    const byMail = await okAs<entities.AbuseReportNotificationRecipient>(
      app,
      'admin/abuse-report/notification-recipient/create',
      mod,
      // The webhook id of a mail recipient is dropped, as Misskey's.
      { isActive: true, name: 'maya by mail', method: 'email', userId: mod.id, systemWebhookId: hook.id },
    );
    expect(byMail).toEqual({
      id: byMail.id,
      isActive: true,
      updatedAt: expect.any(String),
      name: 'maya by mail',
      method: 'email',
      userId: mod.id,
      user: expect.objectContaining({ id: mod.id, username: 'maya' }),
    });
    const byHook = await okAs<entities.AbuseReportNotificationRecipient>(
      app,
      'admin/abuse-report/notification-recipient/create',
      admin,
      { isActive: true, name: 'channel', method: 'webhook', systemWebhookId: hook.id },
    );
    expect(byHook).toMatchObject({
      method: 'webhook',
      systemWebhookId: hook.id,
      systemWebhook: { id: hook.id, name: hook.name },
    });
    expect(byHook).not.toHaveProperty('userId');

    const updated = await okAs<entities.AbuseReportNotificationRecipient>(
      app,
      'admin/abuse-report/notification-recipient/update',
      mod,
      {
        id: byHook.id,
        isActive: false,
        name: 'channel (paused)',
        method: 'webhook',
        systemWebhookId: hook.id,
      },
    );
    expect(updated).toMatchObject({ isActive: false, name: 'channel (paused)' });
    expect(await okAs(app, 'admin/abuse-report/notification-recipient/show', mod, { id: byHook.id })).toEqual(
      updated,
    );
    const list = async (method?: string[]) =>
      (
        await okAs<entities.AbuseReportNotificationRecipient[]>(
          app,
          'admin/abuse-report/notification-recipient/list',
          mod,
          method ? { method } : {},
        )
      ).map((r) => r.name);
    expect(await list()).toEqual(['maya by mail', 'channel (paused)']);
    expect(await list(['webhook'])).toEqual(['channel (paused)']);

    // A mail recipient who is no longer a moderator is dropped when the list is read (Misskey's).
    app.instance.db.prepare('UPDATE users SET is_moderator = 0 WHERE id = ?').run(mod.id);
    expect(await okAs(app, 'admin/abuse-report/notification-recipient/list', admin, {})).toHaveLength(1);

    // Deleting the webhook deletes the recipient that used it.
    await okAs(app, 'admin/system-webhook/delete', admin, { id: hook.id });
    const gone = await callAs(app, 'admin/abuse-report/notification-recipient/show', admin, {
      id: byHook.id,
    });
    expect(errorOf(gone).code).toBe('NO_SUCH_RECIPIENT');
    expect(await logTypes()).toEqual(
      expect.arrayContaining([
        'createAbuseReportNotificationRecipient',
        'updateAbuseReportNotificationRecipient',
      ]),
    );
    expect(
      (await callAs(app, 'admin/abuse-report/notification-recipient/delete', admin, { id: byMail.id }))
        .statusCode,
    ).toBe(204);
    expect((await logTypes())[0]).toBe('deleteAbuseReportNotificationRecipient');
  });
});

describe('a new or resolved report', () => {
  let mailbox: TestMailbox;
  beforeEach(async () => {
    mailbox = await startTestMailbox();
    const port = Number(new URL(mailbox.url).port);
    await okAs(app, 'admin/update-meta', admin, {
      enableEmail: true,
      smtpHost: '127.0.0.1',
      smtpPort: port,
      email: 'server@example.com',
    });
  });
  afterEach(async () => {
    await settleMail(app.instance);
    await mailbox.close();
  });

  it('tells the webhooks listening to it and mails the active mail recipients; resolving tells abuseReportResolved', async () => {
    const reports = await createWebhook(['abuseReport', 'abuseReportResolved']);
    const paused = await createWebhook(['abuseReport'], {
      name: 'paused one',
      url: `${receiver.url}/paused`,
    });
    await createWebhook(['userCreated'], { name: 'sign-ups', url: `${receiver.url}/signups` });
    await okAs(app, 'admin/abuse-report/notification-recipient/create', mod, {
      isActive: false,
      name: 'paused',
      method: 'webhook',
      systemWebhookId: paused.id,
    });
    setVerifiedEmail(app.instance, mod.id, 'maya@example.com');
    await okAs(app, 'admin/abuse-report/notification-recipient/create', mod, {
      isActive: true,
      name: 'maya',
      method: 'email',
      userId: mod.id,
    });

    const res = await callAs(app, 'users/report-abuse', carol, {
      userId: bob.id,
      comment: 'spam links everywhere',
    });
    expect(res.statusCode).toBe(204);
    await eventually(() => receiver.received.length >= 1, 'the abuseReport delivery');
    await systemWebhooksIdle(app.instance);
    // Only the active recipient's webhook listening to abuseReport: not the paused one, not sign-ups.
    expect(receiver.received.map((r) => r.body.hookId)).toEqual([reports.id]);
    const delivered = receiver.received[0]?.body;
    expect(delivered?.type).toBe('abuseReport');
    expect(delivered?.body).toMatchObject({
      targetUserId: bob.id,
      targetUser: { id: bob.id, username: 'bob' },
      reporterId: carol.id,
      reporter: { id: carol.id, username: 'carol' },
      resolved: false,
      comment: 'spam links everywhere',
      assignee: null,
    });
    expect(receiver.received[0]?.headers['x-misskey-hook-secret']).toBe('hook-s3cret');

    for (const to of ['maya@example.com', 'server@example.com']) {
      const mail = await mailbox.next(to);
      expect(mail.subject).toContain('@bob');
      expect(mail.text).toContain('spam links everywhere');
      expect(mail.text).toContain(`${app.instance.config.url}/admin/abuses`);
    }

    const [report] = await okAs<entities.AdminAbuseUserReportsResponse>(
      app,
      'admin/abuse-user-reports',
      mod,
      {},
    );
    await okAs(app, 'admin/resolve-abuse-user-report', mod, { reportId: report?.id, resolvedAs: 'accept' });
    await eventually(() => receiver.received.length >= 2, 'the abuseReportResolved delivery');
    expect(receiver.received[1]?.body).toMatchObject({
      hookId: reports.id,
      type: 'abuseReportResolved',
      body: {
        id: report?.id,
        resolved: true,
        resolvedAs: 'accept',
        assigneeId: mod.id,
        assignee: { username: 'maya' },
      },
    });
  });
});
