import type { FastifyInstance } from 'fastify';
import type { Endpoints } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { applyMigrations } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { notesChart, userFollowingChart, usersChart } from '../src/services/charts/build.js';
import { bumpChart } from '../src/services/charts/counters.js';
import { createDriveApp, image, upload } from './drive-helpers.js';
import { callAs, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

/** The chart counters and Misskey's charts/* endpoints (issue 21). */

type Res<N extends keyof Endpoints> = Endpoints[N]['res'];

let app: FastifyInstance;
let alice: TestAccount; // the first account, so the administrator
let bob: TestAccount;

beforeEach(async () => {
  ({ app } = await createDriveApp());
  alice = await signup(app, 'alice', 'alice-password');
  bob = await signup(app, 'bob', 'bob-password');
});
afterEach(async () => {
  await app.close();
});

const ok = <N extends keyof Endpoints>(endpoint: N, who: TestAccount | null, body: Record<string, unknown>) =>
  okAs<Res<N>>(app, endpoint, who, body);
const DAY = { span: 'day', limit: 3 };

describe('notes', () => {
  it('counts posts and deletes by kind, for the instance and the author, with running totals', async () => {
    const first = await post(app, bob, { text: 'hello' });
    await post(app, bob, { text: 'a reply', replyId: first.id });
    const renote = await post(app, bob, { renoteId: first.id });
    await post(app, alice, { text: 'from alice' });
    await okAs(app, 'notes/delete', bob, { noteId: renote.id });

    const all = await ok('charts/notes', null, DAY);
    expect(all.local.inc).toEqual([4, 0, 0]);
    expect(all.local.dec).toEqual([1, 0, 0]);
    expect(all.local.total).toEqual([3, 0, 0]);
    // Net kinds, as Misskey's diffs: the deleted renote is taken off again.
    expect(all.local.diffs).toEqual({
      normal: [2, 0, 0],
      reply: [1, 0, 0],
      renote: [0, 0, 0],
      withFile: [0, 0, 0],
    });
    expect(all.remote.inc).toEqual([0, 0, 0]);

    const bobs = await ok('charts/user/notes', null, { ...DAY, userId: bob.id });
    expect(bobs).toEqual({
      total: [2, 0, 0],
      inc: [3, 0, 0],
      dec: [1, 0, 0],
      diffs: { normal: [1, 0, 0], reply: [1, 0, 0], renote: [0, 0, 0], withFile: [0, 0, 0] },
    });
    const alices = await ok('charts/user/notes', null, { span: 'hour', limit: 2, userId: alice.id });
    expect(alices.inc).toEqual([1, 0]);
    expect(alices.total).toEqual([1, 0]);
  });
});

describe('users and active users', () => {
  it('counts sign-ups and deleted accounts', async () => {
    await signup(app, 'carol', 'carol-password');
    await okAs(app, 'i/delete-account', bob, { password: 'bob-password' });
    const users = await ok('charts/users', null, DAY);
    expect(users.local).toEqual({ inc: [3, 0, 0], dec: [1, 0, 0], total: [2, 0, 0] });
  });

  it('counts each reader and writer once per period, both in readWrite', async () => {
    await okAs(app, 'notes/timeline', bob, {});
    await okAs(app, 'notes/timeline', bob, {});
    await okAs(app, 'notes/local-timeline', alice, {});
    await post(app, alice, { text: 'one' });
    await post(app, alice, { text: 'two' });
    for (const span of ['day', 'hour']) {
      const active = await ok('charts/active-users', null, { span, limit: 2 });
      expect(active.read).toEqual([2, 0]);
      expect(active.write).toEqual([1, 0]);
      expect(active.readWrite).toEqual([1, 0]);
      expect(active.registeredWithinWeek).toEqual([2, 0]);
      expect(active.registeredOutsideMonth).toEqual([0, 0]);
    }
  });
});

describe('follows, reactions and profile views', () => {
  it('moves following and followers on both sides', async () => {
    await okAs(app, 'following/create', alice, { userId: bob.id });
    await okAs(app, 'following/create', bob, { userId: alice.id });
    await okAs(app, 'following/delete', alice, { userId: bob.id });
    const alices = await ok('charts/user/following', null, { ...DAY, userId: alice.id });
    expect(alices.local.followings).toEqual({ inc: [1, 0, 0], dec: [1, 0, 0], total: [0, 0, 0] });
    expect(alices.local.followers).toEqual({ inc: [1, 0, 0], dec: [0, 0, 0], total: [1, 0, 0] });
    const bobs = await ok('charts/user/following', null, { ...DAY, userId: bob.id });
    expect(bobs.local.followers).toEqual({ inc: [1, 0, 0], dec: [1, 0, 0], total: [0, 0, 0] });
    expect(bobs.remote.followings.total).toEqual([0, 0, 0]);
  });

  it("counts reactions the author's notes receive", async () => {
    const note = await post(app, bob, { text: 'react to me' });
    await okAs(app, 'notes/reactions/create', alice, { noteId: note.id, reaction: '👍' });
    const bobs = await ok('charts/user/reactions', null, { ...DAY, userId: bob.id });
    expect(bobs).toEqual({ local: { count: [1, 0, 0] }, remote: { count: [0, 0, 0] } });
    const alices = await ok('charts/user/reactions', null, { ...DAY, userId: alice.id });
    expect(alices.local.count).toEqual([0, 0, 0]);
  });

  it('counts views of a profile by others: every view, and each viewer once', async () => {
    await okAs(app, 'users/show', alice, { userId: bob.id });
    await okAs(app, 'users/show', alice, { userId: bob.id });
    await okAs(app, 'users/show', null, { username: 'bob' });
    await okAs(app, 'users/show', bob, { userId: bob.id }); // one's own view is not counted
    const pv = await ok('charts/user/pv', null, { ...DAY, userId: bob.id });
    expect(pv).toEqual({
      upv: { user: [1, 0, 0], visitor: [1, 0, 0] },
      pv: { user: [2, 0, 0], visitor: [1, 0, 0] },
    });
  });
});

describe('drive', () => {
  it('counts files and bytes added and deleted, with the owner running totals', async () => {
    const bytes = await image('png', 40, 30);
    const a = await upload(app, bob, { name: 'a.png', type: 'image/png', bytes });
    const b = await upload(app, bob, {
      name: 'b.png',
      type: 'image/png',
      bytes: await image('png', 40, 30, 7),
    });
    await okAs(app, 'drive/files/delete', bob, { fileId: a.id });
    const drive = await ok('charts/drive', null, DAY);
    expect(drive.local).toEqual({
      incCount: [2, 0, 0],
      incSize: [a.size + b.size, 0, 0],
      decCount: [1, 0, 0],
      decSize: [a.size, 0, 0],
    });
    const bobs = await ok('charts/user/drive', null, { ...DAY, userId: bob.id });
    expect(bobs.totalCount).toEqual([1, 0, 0]);
    expect(bobs.totalSize).toEqual([b.size, 0, 0]);
    expect(bobs.incCount).toEqual([2, 0, 0]);
  });
});

describe('spans, limit and offset', () => {
  it('sums hours into days and moves the window with offset', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    const day = 24 * hour;
    const db = app.instance.db;
    // Notes posted at known times: two days ago (two hours apart) and one hour ago.
    const at = (t: number) => bumpChart(db, 'userNotes', bob.id, { inc: 1, normal: 1 }, t);
    const twoDaysAgo = Math.floor(now / day) * day - 2 * day + 10 * hour;
    at(twoDaysAgo);
    at(twoDaysAgo + 2 * hour);
    const days = await ok('charts/user/notes', null, { span: 'day', limit: 4, userId: bob.id });
    expect(days.inc).toEqual([0, 0, 2, 0]);
    const hours = await ok('charts/user/notes', null, {
      span: 'hour',
      limit: 3,
      offset: twoDaysAgo + 2 * hour + 60_000,
      userId: bob.id,
    });
    expect(hours.inc).toEqual([1, 0, 1]);
    const back = await ok('charts/user/notes', null, {
      span: 'day',
      limit: 1,
      offset: twoDaysAgo,
      userId: bob.id,
    });
    expect(back.inc).toEqual([2]);
    const long = await ok('charts/user/notes', null, { span: 'hour', limit: 500, userId: bob.id });
    expect(long.inc).toHaveLength(500);
  });

  it('answers the federation charts with zeros in Misskey shape', async () => {
    const zeros = [0, 0];
    expect(await ok('charts/federation', null, { span: 'hour', limit: 2 })).toEqual({
      deliveredInstances: zeros,
      inboxInstances: zeros,
      stalled: zeros,
      sub: zeros,
      pub: zeros,
      pubsub: zeros,
      subActive: zeros,
      pubActive: zeros,
    });
    expect(await ok('charts/ap-request', null, { span: 'day', limit: 2 })).toEqual({
      deliverFailed: zeros,
      deliverSucceeded: zeros,
      inboxReceived: zeros,
    });
    const instance = await ok('charts/instance', null, { span: 'day', limit: 2, host: 'example.com' });
    expect(instance.notes.diffs.withFile).toEqual(zeros);
    expect(instance.drive.incUsage).toEqual(zeros);
    expect(instance.requests.received).toEqual(zeros);
  });

  it('refuses bad input', async () => {
    const code = async (endpoint: string, body: Record<string, unknown>) =>
      errorOf(await callAs(app, endpoint, null, body)).code;
    expect(await code('charts/user/notes', { span: 'day' })).toBe('INVALID_PARAM');
    expect(await code('charts/user/pv', { span: 'month', userId: bob.id })).toBe('INVALID_PARAM');
    expect(await code('charts/active-users', { span: 'day', limit: 0 })).toBe('INVALID_PARAM');
    expect(await code('charts/drive', { span: 'day', offset: 'yesterday' })).toBe('INVALID_PARAM');
    expect(await code('charts/instance', { span: 'day' })).toBe('INVALID_PARAM');
  });
});

describe('migration 026', () => {
  it('counts what an instance already held into its hours', () => {
    const db = openDatabase(':memory:', { migrate: false });
    applyMigrations(
      db,
      migrations.filter((m) => m.version < 26),
    );
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const now = new Date().toISOString();
    const user = db.prepare(
      `INSERT INTO users (id, username, username_lower, host, is_admin, created_at) VALUES (?, ?, ?, NULL, 0, ?)`,
    );
    user.run('u1', 'ann', 'ann', yesterday);
    user.run('u2', 'ben', 'ben', now);
    const note = db.prepare(
      `INSERT INTO notes (id, thread_id, created_at, user_id, visibility, reply_id, renote_id, file_ids) VALUES (?, ?, ?, ?, 'public', ?, ?, '[]')`,
    );
    note.run('n1', 'n1', yesterday, 'u1', null, null);
    note.run('n2', 'n1', now, 'u2', 'n1', null);
    note.run('n3', 'n3', now, 'u2', null, 'n1');
    db.prepare(
      `INSERT INTO following (id, created_at, follower_id, followee_id) VALUES ('f1', ?, 'u2', 'u1')`,
    ).run(now);
    applyMigrations(db);

    const q = { span: 'day' as const, limit: 2, cursor: null };
    const notes = notesChart(db, q).local;
    expect(notes.inc).toEqual([2, 1]);
    expect(notes.total).toEqual([3, 1]);
    expect(notes.diffs).toEqual({ normal: [0, 1], reply: [1, 0], renote: [1, 0], withFile: [0, 0] });
    expect(usersChart(db, q).local.inc).toEqual([1, 1]);
    expect(userFollowingChart(db, 'u1', q).local.followers).toEqual({
      inc: [1, 0],
      dec: [0, 0],
      total: [1, 0],
    });
    expect(userFollowingChart(db, 'u2', q).local.followings.inc).toEqual([1, 0]);
    db.close();
  });
});
