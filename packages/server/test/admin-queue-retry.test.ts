import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRunner } from '../src/services/import-export/index.js';
import { createDriveApp, upload } from './drive-helpers.js';
import { api, callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { eventually, ids, setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let admin: TestAccount;
let mod: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  ({ app } = await createDriveApp());
  admin = await signup(app, 'alice', 'pw-secret'); // the first account: an administrator
  mod = await signup(app, 'maya', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(mod.id);
});
afterEach(async () => {
  await jobRunner(app.instance).idle();
  await app.close();
});

interface Job {
  id: string;
  name: string;
  data: Record<string, unknown>;
  attempts: number;
  isFailed: boolean;
  failedReason: string;
  finishedOn?: number;
}

const jobsOf = (queue: string, state: string[]) =>
  okAs<Job[]>(app, 'admin/queue/jobs', mod, { queue, state });
const retry = (queue: string, jobId: string) => callAs(app, 'admin/queue/retry-job', mod, { queue, jobId });
const following = async (who: TestAccount) =>
  (await okAs<{ followee: { username: string } }[]>(app, 'users/following', who, { userId: who.id })).map(
    (f) => f.followee.username,
  );

describe('retrying a failed import', () => {
  it('reads the same drive file again for its user, and refuses once the file is gone', async () => {
    await signup(app, 'carol', 'pw-secret');
    const file = await upload(app, bob, {
      name: 'following.csv',
      type: 'text/csv',
      bytes: Buffer.from('carol\n'),
    });
    expect((await callAs(app, 'i/import-following', bob, { fileId: file.id })).statusCode).toBe(204);
    await jobRunner(app.instance).idle();
    expect(await following(bob)).toEqual(['carol']);
    // The import is cut off by a restart: the next process marks it failed, as it does.
    await okAs(app, 'following/delete', bob, {
      userId: (await okAs<{ id: string }>(app, 'users/show', bob, { username: 'carol' })).id,
    });
    app.instance.db.prepare("UPDATE user_jobs SET state = 'running'").run();
    expect(jobRunner(app.instance).failInterrupted()).toBe(1);
    const [failed] = await jobsOf('db', ['failed']);
    expect(failed).toMatchObject({ name: 'importFollowing', isFailed: true, failedReason: 'interrupted' });
    if (!failed) throw new Error('no failed job');

    expect((await retry('db', failed.id)).statusCode).toBe(204);
    await jobRunner(app.instance).idle();
    expect(await jobsOf('db', ['failed'])).toEqual([]);
    expect((await jobsOf('db', ['completed'])).map((j) => j.name)).toEqual(['importFollowing']);
    expect(await following(bob)).toEqual(['carol']);

    // Failed again, and the file deleted since: nothing to read, so it cannot be retried.
    app.instance.db.prepare("UPDATE user_jobs SET state = 'failed', error = 'interrupted'").run();
    const [again] = await jobsOf('db', ['failed']);
    expect((await callAs(app, 'drive/files/delete', bob, { fileId: file.id })).statusCode).toBe(204);
    expect(errorOf(await retry('db', again?.id ?? '')).code).toBe('CANNOT_RETRY_JOB');
    expect(await jobsOf('db', ['failed'])).toHaveLength(1);
  });

  it('refuses an import the user may no longer make (the policy turned off), and retries it once allowed', async () => {
    const file = await upload(app, bob, {
      name: 'muting.csv',
      type: 'text/csv',
      bytes: Buffer.from('alice\n'),
    });
    expect((await callAs(app, 'i/import-muting', bob, { fileId: file.id })).statusCode).toBe(204);
    await jobRunner(app.instance).idle();
    app.instance.db.prepare("UPDATE user_jobs SET state = 'failed', error = 'interrupted'").run();
    const [failed] = await jobsOf('db', ['failed']);
    await setPolicies(app, admin, { canImportMuting: false });
    expect(errorOf(await retry('db', failed?.id ?? '')).code).toBe('CANNOT_RETRY_JOB');
    // Allowed again, the same job is retried.
    await setPolicies(app, admin, { canImportMuting: true });
    expect((await retry('db', failed?.id ?? '')).statusCode).toBe(204);
  });
});

describe('a scheduled note that failed to post', () => {
  async function failedScheduledNote(): Promise<string> {
    const res = await api(app, 'notes/create', {
      i: bob.token,
      text: 'posted while suspended',
      schedule: { scheduledAt: Date.now() + 3_600_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [draft] = await jobsOf('postScheduledNote', ['delayed']);
    if (!draft) throw new Error('not scheduled');
    await okAs(app, 'admin/suspend-user', mod, { userId: bob.id });
    await okAs(app, 'admin/queue/promote-jobs', mod, { queue: 'postScheduledNote' });
    await eventually(
      async () => (await jobsOf('postScheduledNote', ['failed'])).length === 1,
      'the note to fail',
    );
    return draft.id;
  }

  it('is a failed job with its reason, and retried after the cause is gone it is posted', async () => {
    const draftId = await failedScheduledNote();
    const [job] = await jobsOf('postScheduledNote', ['failed']);
    expect(job).toMatchObject({
      id: draftId,
      name: 'postScheduledNote',
      isFailed: true,
      attempts: 1,
      data: { noteDraftId: draftId, userId: bob.id },
    });
    expect(job?.failedReason).toMatch(/^YOUR_ACCOUNT_SUSPENDED: /);
    expect(job?.finishedOn).toBeGreaterThan(Date.now() - 60_000);
    const queues = await okAs<{ name: string; counts: Record<string, number> }[]>(
      app,
      'admin/queue/queues',
      mod,
    );
    expect(queues.find((q) => q.name === 'postScheduledNote')?.counts).toMatchObject({
      failed: 1,
      delayed: 0,
    });

    await okAs(app, 'admin/unsuspend-user', mod, { userId: bob.id });
    expect((await retry('postScheduledNote', draftId)).statusCode).toBe(204);
    await eventually(
      async () => (await ids(app, 'users/notes', { userId: bob.id })).length === 1,
      'the retried note to be posted',
    );
    expect(await jobsOf('postScheduledNote', ['failed', 'delayed', 'wait'])).toEqual([]);
    // A job that is not failed is not retried.
    expect(errorOf(await retry('postScheduledNote', draftId)).code).toBe('NO_SUCH_JOB');
  });

  it('removed, leaves the failed list and stays among the author drafts; edited, it is no longer failed', async () => {
    const first = await failedScheduledNote();
    expect(
      (await callAs(app, 'admin/queue/remove-job', mod, { queue: 'postScheduledNote', jobId: first }))
        .statusCode,
    ).toBe(204);
    expect(await jobsOf('postScheduledNote', ['failed'])).toEqual([]);
    await okAs(app, 'admin/unsuspend-user', mod, { userId: bob.id });
    const drafts = await okAs<{ id: string; isActuallyScheduled: boolean }[]>(
      app,
      'notes/drafts/list',
      bob,
      {},
    );
    expect(drafts).toMatchObject([{ id: first, isActuallyScheduled: false }]);

    const second = await failedScheduledNote();
    await okAs(app, 'admin/unsuspend-user', mod, { userId: bob.id });
    expect(
      (await callAs(app, 'notes/drafts/update', bob, { draftId: second, text: 'written again' })).statusCode,
    ).toBe(200);
    expect(await jobsOf('postScheduledNote', ['failed'])).toEqual([]);
  });
});
