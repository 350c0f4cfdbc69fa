import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  await signup(app, 'alice', 'pw-secret'); // the first user is the admin
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await app.close();
});

function failedExport(): string {
  const id = `job${Math.random().toString(36).slice(2, 10)}`;
  const now = new Date().toISOString();
  app.instance.db
    .prepare(
      "INSERT INTO user_jobs (id, user_id, kind, state, error, created_at, updated_at) VALUES (?, ?, 'export:note', 'failed', 'disk full', ?, ?)",
    )
    .run(id, bob.id, now, now);
  return id;
}

describe('admin/queue/show-job, show-job-logs and queue-stats', () => {
  it("shows one job as the list does, with an empty log, and NO_SUCH_JOB for another queue's id", async () => {
    const id = failedExport();
    const [listed] = await okAs<entities.QueueJob[]>(app, 'admin/queue/jobs', mod, {
      queue: 'db',
      state: ['failed'],
    });
    const job = await okAs<entities.QueueJob>(app, 'admin/queue/show-job', mod, { queue: 'db', jobId: id });
    expect(job).toEqual(listed);
    expect(job).toMatchObject({ id, name: 'exportNotes', isFailed: true, failedReason: 'disk full' });
    expect(await okAs(app, 'admin/queue/show-job-logs', mod, { queue: 'db', jobId: id })).toEqual([]);

    for (const endpoint of ['admin/queue/show-job', 'admin/queue/show-job-logs']) {
      const wrongQueue = await callAs(app, endpoint, mod, { queue: 'postScheduledNote', jobId: id });
      expect(errorOf(wrongQueue).code, endpoint).toBe('NO_SUCH_JOB');
      expect(errorOf(await callAs(app, endpoint, bob, { queue: 'db', jobId: id })).code).toBe(
        'ACCESS_DENIED',
      );
    }
  });

  it("answers one queue's counts and the job store it lives in", async () => {
    failedExport();
    const stats = await okAs<entities.AdminQueueQueueStatsResponse>(app, 'admin/queue/queue-stats', mod, {
      queue: 'db',
    });
    expect(stats).toMatchObject({ name: 'db', isPaused: false, counts: { failed: 1, delayed: 0 } });
    expect(stats.db.mode).toBe('standalone');
    expect(stats.db.version).toMatch(/^3\.\d+\.\d+/); // SQLite's
    expect(stats.db.memory.used).toBeGreaterThan(0);
    expect(errorOf(await callAs(app, 'admin/queue/queue-stats', mod, { queue: 'nope' })).code).toBe(
      'INVALID_PARAM',
    );
  });
});
