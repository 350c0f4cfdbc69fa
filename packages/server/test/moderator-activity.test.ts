import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../src/config.js';
import {
  checkModeratorsActivity,
  nextCheckAt,
  startModeratorActivityCheck,
  stopModeratorActivityCheck,
} from '../src/services/moderator-activity/index.js';
import { setSystemWebhookRetryDelays, systemWebhooksIdle } from '../src/services/system-webhooks/index.js';
import { api, createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let app: FastifyInstance;
let admin: TestAccount;
let mod: TestAccount;
let server: Server;
let received: { type: string; body: unknown }[];
/** When the administrator was last active; the moderator was last active 10 days before. */
let t0: number;

beforeEach(async () => {
  received = [];
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(data) as { type: string; body: unknown });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
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
  await app.close();
  await new Promise((resolve) => server.close(resolve));
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
    expect(await check(t0 + 4 * DAY)).toBe('active');
    expect(received).toEqual([]);

    expect(await check(t0 + 5 * DAY)).toBe('warned');
    expect(received).toMatchObject([
      {
        type: 'inactiveModeratorsWarning',
        body: { remainingTime: { time: 2 * DAY, asHours: 48, asDays: 2 } },
      },
    ]);
    expect(await check(t0 + 5 * DAY + HOUR)).toBe('inactive');
    expect(await check(t0 + 6 * DAY + 18 * HOUR)).toBe('warned');
    expect(received.map((r) => r.body)).toEqual([
      { remainingTime: { time: 2 * DAY, asHours: 48, asDays: 2 } },
      { remainingTime: { time: 6 * HOUR, asHours: 6, asDays: 0 } },
    ]);
    expect(await invitationOnly()).toBe(false);

    // The administrator's last activity is now more than 7 days old, as the moderator's.
    expect(await check(t0 + 7 * DAY + 1)).toBe('switched');
    expect(await invitationOnly()).toBe(true);
    expect(received.at(-1)).toMatchObject({ type: 'inactiveModeratorsInvitationOnlyChanged', body: {} });
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
    expect(received).toHaveLength(3);
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
