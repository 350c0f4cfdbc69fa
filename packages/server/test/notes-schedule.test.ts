import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/database.js';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { eventually, ids, post, setPolicies } from './notes-helpers.js';

type ScheduledItem = {
  id: string;
  userId: string;
  scheduledAt: string;
  note: entities.Note & { isSchedule: boolean };
};

let app: FastifyInstance;
let admin: TestAccount;
let alice: TestAccount;
let bob: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  admin = await signup(app, 'dana', 'pw-secret');
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

async function schedule(who: TestAccount, params: Record<string, unknown>, inMs: number) {
  return api(app, 'notes/create', { i: who.token, ...params, schedule: { scheduledAt: Date.now() + inMs } });
}

async function scheduledList(who: TestAccount): Promise<ScheduledItem[]> {
  const res = await api(app, 'notes/schedule/list', { i: who.token });
  expect(res.statusCode).toBe(200);
  return res.json() as ScheduledItem[];
}

async function notificationsOf(who: TestAccount): Promise<entities.Notification[]> {
  return (await api(app, 'i/notifications', { i: who.token })).json() as entities.Notification[];
}

describe('scheduling a note', () => {
  it('keeps it unpublished, lists it, then publishes it at its time with a notification', async () => {
    const res = await schedule(alice, { text: 'see you soon #later' }, 1000);
    expect(res.statusCode).toBe(200);
    const answered = (
      res.json() as { createdNote: entities.Note & { isSchedule: boolean; scheduledNoteId: string } }
    ).createdNote;
    expect(answered).toMatchObject({ text: 'see you soon #later', isSchedule: true });
    expect(answered.scheduledNoteId).toBe(answered.id);

    // Not a note yet: nobody sees it.
    expect(await ids(app, 'users/notes', { userId: alice.id })).toEqual([]);
    const listed = await scheduledList(alice);
    expect(listed.map((s) => s.id)).toEqual([answered.id]);
    expect(listed[0]?.note).toMatchObject({ text: 'see you soon #later', isSchedule: true });
    expect(await scheduledList(bob)).toEqual([]);

    await eventually(
      async () => (await ids(app, 'users/notes', { userId: alice.id })).length === 1,
      'the scheduled note to appear',
    );
    expect(await scheduledList(alice)).toEqual([]);
    const posted = (await notificationsOf(alice)).find((n) => n.type === 'scheduledNotePosted');
    expect(posted).toMatchObject({ type: 'scheduledNotePosted', note: { text: 'see you soon #later' } });
    // The type can be filtered like any other.
    const only = (
      await api(app, 'i/notifications', { i: alice.token, includeTypes: ['scheduledNotePosted'] })
    ).json() as entities.Notification[];
    expect(only).toHaveLength(1);
  });

  it('tells the author it failed when the note can no longer be posted, keeping what they wrote', async () => {
    const target = await post(app, bob, { text: 'reply to me' });
    expect((await schedule(alice, { text: 'my answer', replyId: target.id }, 800)).statusCode).toBe(200);
    expect((await api(app, 'notes/delete', { i: bob.token, noteId: target.id })).statusCode).toBe(204);

    await eventually(
      async () => (await notificationsOf(alice)).some((n) => n.type === 'scheduledNotePostFailed'),
      'scheduledNotePostFailed',
    );
    const failed = (await notificationsOf(alice)).find((n) => n.type === 'scheduledNotePostFailed');
    expect(failed).toMatchObject({
      noteDraft: { text: 'my answer', replyId: target.id, isActuallyScheduled: false },
    });
    expect(await ids(app, 'users/notes', { userId: alice.id })).toEqual([]);
    // Kept as an unscheduled draft.
    expect(await scheduledList(alice)).toEqual([]);
    const drafts = (await api(app, 'notes/drafts/list', { i: alice.token })).json() as entities.NoteDraft[];
    expect(drafts.map((d) => d.text)).toEqual(['my answer']);
  });

  it('refuses a time that has passed, and more than scheduledNoteLimit notes', async () => {
    const past = await schedule(alice, { text: 'late' }, -1000);
    expect(errorOf(past)).toMatchObject({
      code: 'SCHEDULED_AT_MUST_BE_IN_FUTURE',
      id: 'e4bed6c9-017e-4934-aed0-01c22cc60ec1',
    });
    await setPolicies(app, admin, { scheduledNoteLimit: 2 });
    expect((await schedule(alice, { text: 'one' }, 3_600_000)).statusCode).toBe(200);
    expect((await schedule(alice, { text: 'two' }, 3_600_000)).statusCode).toBe(200);
    expect(errorOf(await schedule(alice, { text: 'three' }, 3_600_000))).toMatchObject({
      code: 'TOO_MANY_SCHEDULED_NOTES',
      id: '22ae69eb-09e3-4541-a850-773cfa45e693',
    });
  });

  it('is refused when canScheduleNote is off, and checks the note like posting it would', async () => {
    await setPolicies(app, admin, { canScheduleNote: false });
    const res = await schedule(alice, { text: 'later' }, 60_000);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({ code: 'ROLE_PERMISSION_DENIED' });
    await setPolicies(app, admin, { canScheduleNote: true });
    expect(errorOf(await schedule(alice, { text: 'x', replyId: 'nope' }, 60_000)).code).toBe(
      'NO_SUCH_REPLY_TARGET',
    );
    expect(await scheduledList(alice)).toEqual([]);
  });
});

describe('notes/schedule/delete', () => {
  it('cancels the author’s own scheduled note only', async () => {
    const id = (
      (await schedule(alice, { text: 'maybe' }, 3_600_000)).json() as { createdNote: { id: string } }
    ).createdNote.id;
    const other = await api(app, 'notes/schedule/delete', { i: bob.token, scheduledNoteId: id });
    expect(errorOf(other).code).toBe('NO_SUCH_NOTE');
    expect(await scheduledList(alice)).toHaveLength(1);
    expect(
      (await api(app, 'notes/schedule/delete', { i: alice.token, scheduledNoteId: id })).statusCode,
    ).toBe(204);
    expect(await scheduledList(alice)).toEqual([]);
    expect(
      errorOf(await api(app, 'notes/schedule/delete', { i: alice.token, scheduledNoteId: id })).code,
    ).toBe('NO_SUCH_NOTE');
  });
});

describe('after a restart', () => {
  it('publishes at once what fell due while the server was down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shiori-schedule-'));
    try {
      const file = join(dir, 'instance.sqlite');
      const db1 = openDatabase(file);
      const first = await createTestApp({ db: db1 });
      const carol = await signup(first, 'carol', 'pw-secret');
      const res = await api(first, 'notes/create', {
        i: carol.token,
        text: 'written before the restart',
        schedule: { scheduledAt: Date.now() + 700 },
      });
      expect(res.statusCode).toBe(200);
      await first.close();
      // Closed before its time: nothing was published by the first process.
      expect(db1.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 0 });
      closeDatabase(db1);

      // Down past the note's time.
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const db2 = openDatabase(file);
      const second = await createTestApp({ db: db2 });
      try {
        await second.ready();
        const notes = (await api(second, 'users/notes', { userId: carol.id })).json() as entities.Note[];
        expect(notes.map((n) => n.text)).toEqual(['written before the restart']);
      } finally {
        await second.close();
        closeDatabase(db2);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('notes/drafts (Misskey 2026: a scheduled note is a draft with isActuallyScheduled)', () => {
  const call = (who: TestAccount, endpoint: string, params: Record<string, unknown> = {}) =>
    api(app, `notes/drafts/${endpoint}`, { i: who.token, ...params });

  it('keeps unfinished drafts, lists and counts them, and only their owner may touch them', async () => {
    const res = await call(alice, 'create', { text: '', poll: { choices: ['one'] }, hashtag: 'wip' });
    expect(res.statusCode).toBe(200);
    const draft = (res.json() as { createdDraft: entities.NoteDraft }).createdDraft;
    expect(draft).toMatchObject({ text: '', hashtag: 'wip', isActuallyScheduled: false, scheduledAt: null });
    expect((await call(alice, 'count')).json()).toBe(1);
    expect(((await call(alice, 'list')).json() as entities.NoteDraft[]).map((d) => d.id)).toEqual([draft.id]);
    expect(errorOf(await call(bob, 'delete', { draftId: draft.id })).code).toBe('ACCESS_DENIED');
    expect(errorOf(await call(bob, 'update', { draftId: draft.id, text: 'mine' })).code).toBe(
      'ACCESS_DENIED',
    );
    const updated = await call(alice, 'update', { draftId: draft.id, text: 'better' });
    expect((updated.json() as { updatedDraft: entities.NoteDraft }).updatedDraft.text).toBe('better');
    expect((await call(alice, 'delete', { draftId: draft.id })).statusCode).toBe(204);
    expect(errorOf(await call(alice, 'delete', { draftId: draft.id })).code).toBe('NO_SUCH_NOTE_DRAFT');
  });

  it('refuses a draft over noteDraftLimit, and scheduling without a time', async () => {
    await setPolicies(app, admin, { noteDraftLimit: 1 });
    expect((await call(alice, 'create', { text: 'a' })).statusCode).toBe(200);
    expect(errorOf(await call(alice, 'create', { text: 'b' }))).toMatchObject({
      code: 'TOO_MANY_DRAFTS',
      id: '9ee33bbe-fde3-4c71-9b51-e50492c6b9c8',
    });
    expect(errorOf(await call(bob, 'create', { text: 'b', isActuallyScheduled: true }))).toMatchObject({
      code: 'SCHEDULED_AT_REQUIRED',
      id: '15e28a55-e74c-4d65-89b7-8880cdaaa87d',
    });
  });

  it('publishes a draft put on the schedule, and it is no longer a draft', async () => {
    const res = await call(alice, 'create', {
      text: 'drafted then scheduled',
      isActuallyScheduled: true,
      scheduledAt: Date.now() + 800,
    });
    expect(res.statusCode).toBe(200);
    const listed = (await call(alice, 'list', { scheduled: true })).json() as entities.NoteDraft[];
    expect(listed).toHaveLength(1);
    expect((await scheduledList(alice)).map((s) => s.id)).toEqual([listed[0]?.id]);
    await eventually(
      async () => (await ids(app, 'users/notes', { userId: alice.id })).length === 1,
      'the scheduled draft to appear',
    );
    expect((await call(alice, 'count')).json()).toBe(0);
  });
});
