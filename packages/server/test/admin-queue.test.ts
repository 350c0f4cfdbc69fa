import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRunner } from '../src/services/import-export/index.js';
import { api, callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { eventually, ids } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount; // the first user is the admin
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'alice', 'pw-secret');
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
});

interface Job {
  id: string;
  name: string;
  data: Record<string, unknown>;
  timestamp: number;
  delay: number;
  isFailed: boolean;
  failedReason: string;
}

/** Schedules a note of bob's for `inMs` from now; returns the draft (the job's id). */
async function scheduleNote(text: string, inMs: number, who = bob): Promise<string> {
  const res = await api(app, 'notes/create', {
    i: who.token,
    text,
    schedule: { scheduledAt: Date.now() + inMs },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = app.instance.db
    .prepare('SELECT id FROM note_drafts WHERE user_id = ? ORDER BY id DESC')
    .get(who.id) as { id: string } | undefined;
  if (!row) throw new Error('no draft');
  return row.id;
}

function failedExport(kind = 'export:note'): string {
  const id = `job${Math.random().toString(36).slice(2, 10)}`;
  const now = new Date().toISOString();
  app.instance.db
    .prepare(
      "INSERT INTO user_jobs (id, user_id, kind, state, error, created_at, updated_at) VALUES (?, ?, ?, 'failed', 'disk full', ?, ?)",
    )
    .run(id, bob.id, kind, now, now);
  return id;
}

const jobsOf = (queue: string, state: string[]) =>
  okAs<Job[]>(app, 'admin/queue/jobs', mod, { queue, state });

describe('permission matrix', () => {
  it('answers the queue endpoints to moderators and administrators, the database ones to administrators', async () => {
    const draft = await scheduleNote('later', 3_600_000);
    // [endpoint, body, who may call it]
    const calls: [string, Record<string, unknown>, 'moderator' | 'admin'][] = [
      ['admin/queue/stats', {}, 'moderator'],
      ['admin/queue/queues', {}, 'moderator'],
      ['admin/queue/jobs', { queue: 'postScheduledNote', state: ['delayed'] }, 'moderator'],
      ['admin/queue/deliver-delayed', {}, 'moderator'],
      ['admin/queue/inbox-delayed', {}, 'moderator'],
      ['admin/queue/promote-jobs', { queue: 'deliver' }, 'moderator'],
      ['admin/queue/clear', { queue: 'inbox', state: '*' }, 'moderator'],
      ['admin/queue/retry-job', { queue: 'db', jobId: failedExport() }, 'moderator'],
      ['admin/queue/remove-job', { queue: 'postScheduledNote', jobId: draft }, 'moderator'],
      ['admin/relays/list', {}, 'moderator'],
      ['admin/get-table-stats', {}, 'admin'],
      ['admin/vacuum', { analyze: true }, 'admin'],
    ];
    for (const [endpoint, body, level] of calls) {
      expect((await callAs(app, endpoint, null, body)).statusCode, endpoint).toBe(401);
      expect(errorOf(await callAs(app, endpoint, bob, body)).code, endpoint).toBe('ACCESS_DENIED');
      const byMod = await callAs(app, endpoint, mod, body);
      if (level === 'admin') expect(errorOf(byMod).code, endpoint).toBe('ACCESS_DENIED');
      else expect(byMod.statusCode, `${endpoint}: ${byMod.body}`).toBeLessThan(300);
      // Calls that change something were made once already; the admin reads them again.
      if (level === 'admin' || !/remove|retry/.test(endpoint)) {
        const byAdmin = await callAs(app, endpoint, admin, body);
        expect(byAdmin.statusCode, `${endpoint}: ${byAdmin.body}`).toBeLessThan(300);
      }
    }
    // federation/instances is public, as in Misskey.
    expect((await callAs(app, 'federation/instances', null, { sort: '+pubSub' })).json()).toEqual([]);
  });
});

describe('scheduled notes as the postScheduledNote queue', () => {
  it('lists a scheduled note as delayed, counts it, and removing it keeps it among the author draft', async () => {
    const draft = await scheduleNote('see you tomorrow', 3_600_000);
    const [job] = await jobsOf('postScheduledNote', ['delayed']);
    expect(job).toMatchObject({
      id: draft,
      name: 'postScheduledNote',
      data: { noteDraftId: draft, userId: bob.id },
    });
    expect(job?.delay).toBeGreaterThan(3_500_000);
    expect(await jobsOf('postScheduledNote', ['wait', 'failed'])).toEqual([]);
    expect(
      await okAs<Job[]>(app, 'admin/queue/jobs', mod, {
        queue: 'postScheduledNote',
        state: ['delayed'],
        search: bob.id,
      }),
    ).toHaveLength(1);
    expect(
      await okAs<Job[]>(app, 'admin/queue/jobs', mod, {
        queue: 'postScheduledNote',
        state: ['delayed'],
        search: 'nobody',
      }),
    ).toEqual([]);

    const queues = await okAs<{ name: string; counts: Record<string, number>; isPaused: boolean }[]>(
      app,
      'admin/queue/queues',
      mod,
    );
    expect(queues.map((q) => q.name)).toContain('systemWebhookDeliver');
    expect(queues.find((q) => q.name === 'postScheduledNote')?.counts).toMatchObject({ delayed: 1, wait: 0 });

    expect(
      (await callAs(app, 'admin/queue/remove-job', mod, { queue: 'postScheduledNote', jobId: draft }))
        .statusCode,
    ).toBe(204);
    expect(await jobsOf('postScheduledNote', ['delayed', 'wait'])).toEqual([]);
    const drafts = await okAs<{ id: string; isActuallyScheduled: boolean }[]>(
      app,
      'notes/drafts/list',
      bob,
      {},
    );
    expect(drafts).toMatchObject([{ id: draft, isActuallyScheduled: false }]);
    expect(
      errorOf(await callAs(app, 'admin/queue/remove-job', mod, { queue: 'postScheduledNote', jobId: draft }))
        .code,
    ).toBe('NO_SUCH_JOB');
  });

  it('posts delayed notes at once when promoted, and logs it', async () => {
    await scheduleNote('right now please', 3_600_000);
    expect(
      (await callAs(app, 'admin/queue/promote-jobs', mod, { queue: 'postScheduledNote' })).statusCode,
    ).toBe(204);
    await eventually(
      async () => (await ids(app, 'users/notes', { userId: bob.id })).length === 1,
      'the note to be posted',
    );
    const logs = await okAs<{ type: string }[]>(app, 'admin/show-moderation-logs', admin, {});
    expect(logs.map((l) => l.type)).toContain('promoteQueue');
  });

  it('clears the delayed scheduled notes', async () => {
    await scheduleNote('one', 3_600_000);
    await scheduleNote('two', 7_200_000, admin);
    expect((await jobsOf('postScheduledNote', ['delayed'])).length).toBe(2);
    expect(
      (await callAs(app, 'admin/queue/clear', mod, { queue: 'postScheduledNote', state: 'delayed' }))
        .statusCode,
    ).toBe(204);
    expect(await jobsOf('postScheduledNote', ['delayed'])).toEqual([]);
  });
});

describe('exports and imports as the db queue', () => {
  it('shows a failed export with its reason, retries it as a new job, and refuses to retry an import', async () => {
    const failed = failedExport();
    const [job] = await jobsOf('db', ['failed']);
    expect(job).toMatchObject({ id: failed, name: 'exportNotes', isFailed: true, failedReason: 'disk full' });
    const stats = await okAs<Record<string, Record<string, number>>>(app, 'admin/queue/stats', mod);
    expect(stats.db).toMatchObject({ failed: 1, waiting: 0 });
    expect(Object.keys(stats).sort()).toEqual(['db', 'deliver', 'inbox', 'objectStorage']);

    expect((await callAs(app, 'admin/queue/retry-job', mod, { queue: 'db', jobId: failed })).statusCode).toBe(
      204,
    );
    await jobRunner(app.instance).idle();
    expect(await jobsOf('db', ['failed'])).toEqual([]);
    expect((await jobsOf('db', ['completed'])).map((j) => j.name)).toEqual(['exportNotes']);

    const importJob = failedExport('import:following');
    expect(
      errorOf(await callAs(app, 'admin/queue/retry-job', mod, { queue: 'db', jobId: importJob })).code,
    ).toBe('CANNOT_RETRY_JOB');
    expect(
      errorOf(await callAs(app, 'admin/queue/retry-job', mod, { queue: 'db', jobId: 'nope' })).code,
    ).toBe('NO_SUCH_JOB');
    expect(
      (await callAs(app, 'admin/queue/remove-job', mod, { queue: 'db', jobId: importJob })).statusCode,
    ).toBe(204);
    expect(await jobsOf('db', ['failed'])).toEqual([]);
  });
});

describe('admin/get-table-stats and admin/vacuum', () => {
  it('counts the rows and bytes of every table', async () => {
    const stats = await okAs<Record<string, { count: number; size: number }>>(
      app,
      'admin/get-table-stats',
      admin,
    );
    expect(stats.users?.count).toBe(3);
    expect(stats.users?.size).toBeGreaterThan(0);
    expect(stats.notes?.count).toBe(0);
    await api(app, 'notes/create', { i: bob.token, text: 'hello' });
    const after = await okAs<Record<string, { count: number; size: number }>>(
      app,
      'admin/get-table-stats',
      admin,
    );
    expect(after.notes?.count).toBe(1);
    expect((await callAs(app, 'admin/vacuum', admin, { full: true, analyze: true })).statusCode).toBe(204);
    const analyzed = await okAs<Record<string, { count: number }>>(app, 'admin/get-table-stats', admin);
    expect(analyzed.sqlite_stat1).toBeUndefined();
    expect(analyzed.users?.count).toBe(3);
  });
});
