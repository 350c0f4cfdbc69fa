import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { settleMail, setVerifiedEmail } from '../src/services/mail/index.js';
import {
  checkModeratorsActivity,
  nextCheckAt,
  startModeratorActivityCheck,
  stopModeratorActivityCheck,
} from '../src/services/moderator-activity/index.js';
import { setSystemWebhookRetryDelays, systemWebhooksIdle } from '../src/services/system-webhooks/index.js';
import { api, createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { startTestMailbox, type TestMailbox } from './mail-helpers.js';
import { post } from './notes-helpers.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let app: FastifyInstance;
let admin: TestAccount;
let mod: TestAccount;
let receiver: WebhookReceiver;
let mailbox: TestMailbox | null = null;
/** When the administrator was last active; the moderator was last active 10 days before. */
let t0: number;

beforeEach(async () => {
  receiver = await startWebhookReceiver();
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', webhookLoopback: true }),
  });
  admin = await signup(app, 'root_admin', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  await signup(app, 'bob', 'pw-secret'); // not staff: never counted
  setSystemWebhookRetryDelays(app.instance, [10, 10]);
  await okAs(app, 'admin/system-webhook/create', admin, {
    isActive: true,
    name: 'moderators',
    on: ['inactiveModeratorsWarning', 'inactiveModeratorsInvitationOnlyChanged'],
    url: receiver.url,
  });
  // The staff's only signs of activity: a profile change each, the moderator's long ago.
  const db = app.instance.db;
  db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
  db.prepare('DELETE FROM chart_members').run();
  db.prepare('DELETE FROM signins').run();
  t0 = Date.now();
  db.prepare('UPDATE users SET updated_at = ? WHERE id = ?').run(new Date(t0).toISOString(), admin.id);
  db.prepare('UPDATE users SET updated_at = ? WHERE id = ?').run(
    new Date(t0 - 10 * DAY).toISOString(),
    mod.id,
  );
});
afterEach(async () => {
  vi.useRealTimers();
  await systemWebhooksIdle(app.instance);
  await settleMail(app.instance);
  await mailbox?.close();
  mailbox = null;
  await app.close();
  await receiver.close();
});

async function check(at: number): Promise<string> {
  const outcome = checkModeratorsActivity(app.instance, at);
  await systemWebhooksIdle(app.instance);
  return outcome;
}
const invitationOnly = async () =>
  (await okAs<{ disableRegistration: boolean }>(app, 'meta', admin, {})).disableRegistration;

describe('the moderator-activity check', () => {
  it('warns from two days before, every sixth hour, then switches sign-up to invitation only', async () => {
    mailbox = await startTestMailbox();
    await okAs(app, 'admin/update-meta', admin, {
      enableEmail: true,
      smtpHost: '127.0.0.1',
      smtpPort: Number(new URL(mailbox.url).port),
      email: 'server@example.com',
    });
    setVerifiedEmail(app.instance, mod.id, 'maya@example.com');
    expect(await check(t0 + 4 * DAY)).toBe('active');
    expect(receiver.received).toEqual([]);

    expect(await check(t0 + 5 * DAY)).toBe('warned');
    expect(receiver.received).toMatchObject([
      {
        body: {
          type: 'inactiveModeratorsWarning',
          body: { remainingTime: { time: 2 * DAY, asHours: 48, asDays: 2 } },
        },
      },
    ]);
    const warning = await mailbox.next('maya@example.com');
    expect(warning.subject).toBe('No moderator has been active lately');
    expect(warning.text).toContain('within 2 days');
    expect(await check(t0 + 5 * DAY + HOUR)).toBe('inactive');
    expect(await check(t0 + 6 * DAY + 18 * HOUR)).toBe('warned');
    expect(receiver.received.map((r) => r.body.body)).toEqual([
      { remainingTime: { time: 2 * DAY, asHours: 48, asDays: 2 } },
      { remainingTime: { time: 6 * HOUR, asHours: 6, asDays: 0 } },
    ]);
    expect(await invitationOnly()).toBe(false);

    // The administrator's last activity is now more than 7 days old, as the moderator's.
    expect(await check(t0 + 7 * DAY + 1)).toBe('switched');
    expect(await invitationOnly()).toBe(true);
    expect(receiver.received.at(-1)?.body).toMatchObject({
      type: 'inactiveModeratorsInvitationOnlyChanged',
      body: {},
    });
    await mailbox.next('maya@example.com'); // the second warning, 6 hours left
    const switched = await mailbox.next('maya@example.com');
    expect(switched.subject).toBe('Sign-up now needs an invitation');
    expect(switched.text).toContain(`${app.instance.config.url}/admin/moderation`);
    // Each of the staff gets a personal announcement to confirm; nobody else does.
    const announced = app.instance.db
      .prepare('SELECT user_id FROM announcements WHERE need_confirmation_to_read = 1 ORDER BY user_id')
      .all() as { user_id: string }[];
    expect(announced.map((a) => a.user_id).sort()).toEqual([admin.id, mod.id].sort());
    const [announcement] = await okAs<{ title: string }[]>(app, 'announcements', mod, {});
    expect(announcement?.title).toBe('Sign-up now needs an invitation');
    // A sign-up without an invitation code is refused from now on.
    const signupRes = await api(app, 'signup', { username: 'late', password: 'pw-secret' });
    expect(signupRes.statusCode).toBe(400);

    // Already invitation only: nothing more is checked or sent.
    expect(await check(t0 + 8 * DAY)).toBe('registrationClosed');
    expect(receiver.received).toHaveLength(3);
  });

  it('counts a note or a sign-in as activity, and judges nothing when no moderator was ever seen', async () => {
    const db = app.instance.db;
    db.prepare('UPDATE users SET updated_at = ? WHERE id = ?').run(
      new Date(t0 - 10 * DAY).toISOString(),
      admin.id,
    );
    expect(await check(t0 + 4 * DAY)).toBe('switched');
    await okAs(app, 'admin/update-meta', admin, { disableRegistration: false });

    // The moderator posts: they were active now.
    await post(app, mod, { text: 'still here' });
    expect(await check(Date.now() + 3 * DAY)).toBe('active');
    db.prepare('DELETE FROM notes').run();
    db.prepare('DELETE FROM chart_members').run();
    expect(await check(Date.now() + 4 * DAY)).toBe('switched');
    await okAs(app, 'admin/update-meta', admin, { disableRegistration: false });

    // The administrator signs in: active now.
    const signin = await api(app, 'signin-flow', { username: 'root_admin', password: 'pw-secret' });
    expect(signin.statusCode).toBe(200);
    expect(await check(Date.now() + 3 * DAY)).toBe('active');

    // Nothing known of anyone: the instance stays open.
    db.prepare('UPDATE users SET updated_at = NULL').run();
    db.prepare('DELETE FROM signins').run();
    db.prepare('DELETE FROM chart_members').run();
    expect(await check(Date.now() + 30 * DAY)).toBe('active');
    expect(await invitationOnly()).toBe(false);
  });

  it('runs by itself at half past each hour (fake clock)', async () => {
    expect(nextCheckAt(Date.UTC(2026, 0, 1, 10, 0))).toBe(Date.UTC(2026, 0, 1, 10, 30));
    expect(nextCheckAt(Date.UTC(2026, 0, 1, 10, 30))).toBe(Date.UTC(2026, 0, 1, 11, 30));
    expect(nextCheckAt(Date.UTC(2026, 0, 1, 10, 45))).toBe(Date.UTC(2026, 0, 1, 11, 30));

    // The clock moves to 7 days and a minute after the administrator's last activity.
    stopModeratorActivityCheck(app.instance); // the app's own, on the real clock
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: t0 + 7 * DAY + 60_000 });
    startModeratorActivityCheck(app.instance, (err) => {
      throw err;
    });
    vi.advanceTimersByTime(nextCheckAt(Date.now()) - Date.now() - 1);
    expect(app.instance.db.prepare('SELECT COUNT(*) AS n FROM webhook_deliveries').get()).toEqual({ n: 0 });
    vi.advanceTimersByTime(1);
    const sent = app.instance.db.prepare('SELECT body FROM webhook_deliveries').all() as { body: string }[];
    expect(sent.map((row) => (JSON.parse(row.body) as { type: string }).type)).toEqual([
      'inactiveModeratorsInvitationOnlyChanged',
    ]);
    stopModeratorActivityCheck(app.instance);
    vi.useRealTimers();
    expect(await invitationOnly()).toBe(true);
  });
});
