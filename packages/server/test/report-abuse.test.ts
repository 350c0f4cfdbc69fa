import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { api, callAs, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

describe('users/report-abuse', () => {
  it('files a report with the comment and answers 204', async () => {
    const res = await callAs(app, 'users/report-abuse', alice, {
      userId: bob.id,
      comment: 'Spam in every reply',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('stores the report for the moderators', async () => {
    const db = openDatabase(':memory:');
    const own = await createTestApp({ db });
    try {
      const reporter = await signup(own, 'carol', 'pw-secret');
      const target = await signup(own, 'dave', 'pw-secret');
      await callAs(own, 'users/report-abuse', reporter, { userId: target.id, comment: 'Harassment' });
      expect(
        db.prepare('SELECT reporter_id, target_user_id, comment, resolved FROM abuse_user_reports').all(),
      ).toEqual([
        { reporter_id: reporter.id, target_user_id: target.id, comment: 'Harassment', resolved: 0 },
      ]);
    } finally {
      await own.close();
      db.close();
    }
  });

  it('needs an account', async () => {
    const res = await api(app, 'users/report-abuse', { userId: bob.id, comment: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an unknown user and oneself with Misskey's errors", async () => {
    const unknown = await callAs(app, 'users/report-abuse', alice, { userId: 'nope', comment: 'x' });
    expect(errorOf(unknown)).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '1acefcb5-0959-43fd-9685-b48305736cb5',
    });
    const self = await callAs(app, 'users/report-abuse', alice, { userId: alice.id, comment: 'x' });
    expect(errorOf(self)).toMatchObject({
      code: 'CANNOT_REPORT_YOURSELF',
      id: '1e13149e-b1e8-43cf-902e-c01dbfcb202f',
    });
  });

  it('refuses to report the admin', async () => {
    const own = await createTestApp();
    try {
      // The first account, made at first run, is the admin.
      const created = await api(own, 'admin/accounts/create', { username: 'admin', password: 'pw-secret' });
      const admin = created.json() as { id: string };
      const reporter = await signup(own, 'carol', 'pw-secret');
      const res = await callAs(own, 'users/report-abuse', reporter, { userId: admin.id, comment: 'x' });
      expect(errorOf(res)).toMatchObject({
        code: 'CANNOT_REPORT_THE_ADMIN',
        id: '35e166f5-05fb-4f87-a2d5-adb42676d48f',
      });
    } finally {
      await own.close();
    }
  });

  it('refuses an empty comment and one over 2048 characters', async () => {
    for (const comment of ['', 'x'.repeat(2049)]) {
      const res = await callAs(app, 'users/report-abuse', alice, { userId: bob.id, comment });
      expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM' });
    }
  });
});
