import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let mod: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
});

type Report = entities.AdminAbuseUserReportsResponse[number];

async function report(by: TestAccount, target: TestAccount, comment: string): Promise<Report> {
  const res = await callAs(app, 'users/report-abuse', by, { userId: target.id, comment });
  expect(res.statusCode, res.body).toBe(204);
  const all = await okAs<Report[]>(app, 'admin/abuse-user-reports', mod, { limit: 100 });
  const found = all.find((r) => r.comment === comment);
  if (!found) throw new Error(`report ${comment} not listed`);
  return found;
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

describe('permission matrix', () => {
  it('lets only moderators and administrators list, resolve, forward and annotate reports', async () => {
    const r = await report(carol, bob, 'spam');
    const calls: [string, Record<string, unknown>][] = [
      ['admin/abuse-user-reports', {}],
      ['admin/update-abuse-user-report', { reportId: r.id, moderationNote: 'seen' }],
      ['admin/resolve-abuse-user-report', { reportId: r.id, resolvedAs: 'accept' }],
    ];
    for (const [endpoint, body] of calls) {
      const signedOut = await callAs(app, endpoint, null, body);
      expect(signedOut.statusCode, endpoint).toBe(401);
      const user = await callAs(app, endpoint, carol, body);
      expect(errorOf(user).code, endpoint).toBe('ACCESS_DENIED');
      for (const staff of [mod, admin]) {
        const res = await callAs(app, endpoint, staff, body);
        expect(res.statusCode, `${endpoint}: ${res.body}`).toBeLessThan(300);
      }
    }
    const forward = await callAs(app, 'admin/forward-abuse-user-report', carol, { reportId: r.id });
    expect(errorOf(forward).code).toBe('ACCESS_DENIED');
  });
});

describe('admin/abuse-user-reports', () => {
  it("lists reports newest first in Misskey's shape, filtered by state and origin", async () => {
    const first = await report(carol, bob, 'first');
    const second = await report(bob, carol, 'second');
    const all = await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, {});
    expect(all.map((r) => r.comment)).toEqual(['second', 'first']);
    expect(all[1]).toMatchObject({
      id: first.id,
      comment: 'first',
      resolved: false,
      forwarded: false,
      resolvedAs: null,
      moderationNote: '',
      reporterId: carol.id,
      targetUserId: bob.id,
      assigneeId: null,
      assignee: null,
    });
    expect(all[1]?.reporter.username).toBe('carol');
    expect(all[1]?.targetUser.username).toBe('bob');

    await okAs(app, 'admin/resolve-abuse-user-report', mod, { reportId: first.id, resolvedAs: 'reject' });
    const open = await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, { state: 'unresolved' });
    expect(open.map((r) => r.id)).toEqual([second.id]);
    const closed = await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, { state: 'resolved' });
    expect(closed.map((r) => r.id)).toEqual([first.id]);
    expect(closed[0]).toMatchObject({ resolved: true, resolvedAs: 'reject', assigneeId: mod.id });
    expect(closed[0]?.assignee?.username).toBe('maya');

    // Every user of this instance is local: the remote filters find nothing.
    expect(
      await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, { reporterOrigin: 'remote' }),
    ).toEqual([]);
    expect(
      await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, { targetUserOrigin: 'remote' }),
    ).toEqual([]);
    expect(
      await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, { targetUserOrigin: 'local' }),
    ).toHaveLength(2);
    // Paging: sinceId answers the newer ones, untilId the older.
    const older = await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, { untilId: second.id });
    expect(older.map((r) => r.id)).toEqual([first.id]);
    const newer = await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, { sinceId: first.id });
    expect(newer.map((r) => r.id)).toEqual([second.id]);
  });

  it('refuses bad input', async () => {
    const res = await callAs(app, 'admin/abuse-user-reports', admin, { reporterOrigin: 'mars' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_PARAM');
    const limit = await callAs(app, 'admin/abuse-user-reports', admin, { limit: 101 });
    expect(errorOf(limit).code).toBe('INVALID_PARAM');
  });
});

describe('resolving, forwarding and the moderation note', () => {
  it('resolves with or without a verdict and logs it', async () => {
    const r = await report(carol, bob, 'rude');
    const bad = await callAs(app, 'admin/resolve-abuse-user-report', mod, {
      reportId: r.id,
      resolvedAs: 'maybe',
    });
    expect(errorOf(bad).code).toBe('INVALID_PARAM');
    await okAs(app, 'admin/resolve-abuse-user-report', mod, { reportId: r.id });
    const [listed] = await okAs<Report[]>(app, 'admin/abuse-user-reports', mod, {});
    expect(listed).toMatchObject({ resolved: true, resolvedAs: null, assigneeId: mod.id });
    expect(await logTypes()).toContain('resolveAbuseReport');
  });

  it('keeps the moderation note and logs only real changes', async () => {
    const r = await report(carol, bob, 'odd');
    await okAs(app, 'admin/update-abuse-user-report', mod, { reportId: r.id, moderationNote: 'asked bob' });
    await okAs(app, 'admin/update-abuse-user-report', mod, { reportId: r.id, moderationNote: 'asked bob' });
    const [listed] = await okAs<Report[]>(app, 'admin/abuse-user-reports', mod, {});
    expect(listed?.moderationNote).toBe('asked bob');
    expect((await logTypes()).filter((t) => t === 'updateAbuseReportNote')).toHaveLength(1);
  });

  it('answers NO_SUCH_ABUSE_REPORT (404) with each endpoint’s id for an unknown report', async () => {
    const ids: Record<string, string> = {
      'admin/resolve-abuse-user-report': 'ac3794dd-2ce4-d878-e546-73c60c06b398',
      'admin/update-abuse-user-report': '15f51cf5-46d1-4b1d-a618-b35bcbed0662',
      'admin/forward-abuse-user-report': '8763e21b-d9bc-40be-acf6-54c1a6986493',
    };
    for (const [endpoint, id] of Object.entries(ids)) {
      const res = await callAs(app, endpoint, admin, { reportId: 'nope' });
      expect(res.statusCode, endpoint).toBe(404);
      expect(errorOf(res), endpoint).toMatchObject({ code: 'NO_SUCH_ABUSE_REPORT', id });
      const missing = await callAs(app, endpoint, admin, {});
      expect(missing.statusCode, endpoint).toBe(400);
    }
  });

  it('forwards only a report of a remote user, once (this instance has none: a local one fails as in Misskey)', async () => {
    const r = await report(carol, bob, 'local target');
    const local = await callAs(app, 'admin/forward-abuse-user-report', admin, { reportId: r.id });
    expect(errorOf(local).code).toBe('INTERNAL_ERROR');
    // A report filed from another server names the target's host.
    app.instance.db
      .prepare("UPDATE abuse_user_reports SET target_user_host = 'far.example' WHERE id = ?")
      .run(r.id);
    await okAs(app, 'admin/forward-abuse-user-report', admin, { reportId: r.id });
    const [listed] = await okAs<Report[]>(app, 'admin/abuse-user-reports', admin, {});
    expect(listed?.forwarded).toBe(true);
    expect(await logTypes()).toContain('forwardAbuseReport');
    const again = await callAs(app, 'admin/forward-abuse-user-report', admin, { reportId: r.id });
    expect(errorOf(again).code).toBe('INTERNAL_ERROR');
  });
});
