import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackedJob } from '../src/api/endpoints/i/import-export/jobs.js';
import { jobRunner } from '../src/services/import-export/index.js';
import { createDriveApp, upload } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup } from './helpers.js';

let app: FastifyInstance;

beforeEach(async () => {
  ({ app } = await createDriveApp());
});
afterEach(async () => {
  await jobRunner(app.instance).idle();
  await app.close();
});

describe('i/import-export/jobs', () => {
  it('reports a 1,000-line following import with its total until done, to its owner only', async () => {
    const alice = await signup(app, 'alice');
    const bob = await signup(app, 'bob');
    const carol = await signup(app, 'carol');
    const lines = ['bob', '@carol', ...Array.from({ length: 998 }, (_, i) => `ghost${i}@far.example`)];
    const file = await upload(app, alice, {
      name: 'following.csv',
      type: 'text/csv',
      bytes: Buffer.from(`${lines.join('\n')}\n`),
    });
    expect((await callAs(app, 'i/import-following', alice, { fileId: file.id })).statusCode).toBe(204);
    // Right after the call the job is listed as running (it starts on a later turn of the loop).
    const [started] = await okAs<PackedJob[]>(app, 'i/import-export/jobs', alice);
    expect(started).toMatchObject({
      direction: 'import',
      entity: 'following',
      state: 'running',
      finishedAt: null,
    });
    await jobRunner(app.instance).idle();
    const jobs = await okAs<PackedJob[]>(app, 'i/import-export/jobs', alice);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      id: started?.id,
      direction: 'import',
      entity: 'following',
      state: 'done',
      total: 1000,
      done: 1000,
      skipped: 998,
      error: null,
    });
    expect(Date.parse(jobs[0]?.finishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(jobs[0]?.createdAt ?? ''),
    );
    const following = await okAs<entities.Following[]>(app, 'users/following', alice, { userId: alice.id });
    expect(following.map((f) => f.followeeId).sort()).toEqual([bob.id, carol.id].sort());
    // Another user sees none of it.
    expect(await okAs<PackedJob[]>(app, 'i/import-export/jobs', bob)).toEqual([]);
  });

  it('lists exports too, newest first, and a failed job with its reason', async () => {
    const alice = await signup(app, 'alice');
    expect((await callAs(app, 'i/export-following', alice)).statusCode).toBe(204);
    await jobRunner(app.instance).idle();
    const failing = jobRunner(app.instance).add(alice.id, 'import:muting', async () => {
      throw new Error('the file was removed');
    });
    await jobRunner(app.instance).idle();
    const jobs = await okAs<PackedJob[]>(app, 'i/import-export/jobs', alice);
    expect(jobs.map((j) => [j.id === failing, j.direction, j.entity, j.state, j.error])).toEqual([
      [true, 'import', 'muting', 'failed', 'the file was removed'],
      [false, 'export', 'following', 'done', null],
    ]);
  });

  it('needs a signed-in caller', async () => {
    expect(errorOf(await callAs(app, 'i/import-export/jobs', null)).code).toBe('CREDENTIAL_REQUIRED');
  });
});
