import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let db: Database;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  db = openDatabase(':memory:');
  app = await createTestApp({ db });
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
  db.close();
});

async function call(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) {
  return api(app, endpoint, who ? { i: who.token, ...body } : body);
}

async function ok<T = unknown>(
  endpoint: string,
  who: TestAccount | null,
  body: Record<string, unknown> = {},
) {
  const res = await call(endpoint, who, body);
  if (res.statusCode >= 300) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
  return (res.statusCode === 204 ? undefined : res.json()) as T;
}

async function postPoll(
  who: TestAccount,
  poll: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return (await ok<{ createdNote: { id: string } }>('notes/create', who, { text: 'poll', poll, ...extra }))
    .createdNote.id;
}

type Poll = { poll: { multiple: boolean; choices: { text: string; votes: number; isVoted: boolean }[] } };

describe('notes/polls/vote', () => {
  it('counts a vote and marks the voter’s choice; a single-choice poll refuses a second vote', async () => {
    const noteId = await postPoll(alice, { choices: ['a', 'b', 'c'] });
    expect((await call('notes/polls/vote', bob, { noteId, choice: 1 })).statusCode).toBe(204);
    const seen = await ok<Poll>('notes/show', bob, { noteId });
    expect(seen.poll.choices.map((c) => [c.votes, c.isVoted])).toEqual([
      [0, false],
      [1, true],
      [0, false],
    ]);
    const again = await call('notes/polls/vote', bob, { noteId, choice: 2 });
    expect(errorOf(again)).toMatchObject({
      code: 'ALREADY_VOTED',
      id: '0963fc77-efac-419b-9424-b391608dc6d8',
    });
  });

  it('a multiple-choice poll takes one vote per choice', async () => {
    const noteId = await postPoll(alice, { choices: ['a', 'b'], multiple: true });
    await ok('notes/polls/vote', bob, { noteId, choice: 0 });
    await ok('notes/polls/vote', bob, { noteId, choice: 1 });
    expect(errorOf(await call('notes/polls/vote', bob, { noteId, choice: 1 })).code).toBe('ALREADY_VOTED');
    const seen = await ok<Poll>('notes/show', bob, { noteId });
    expect(seen.poll.choices.map((c) => c.isVoted)).toEqual([true, true]);
  });

  it('lets the author vote on their own poll', async () => {
    const noteId = await postPoll(alice, { choices: ['a', 'b'] });
    await ok('notes/polls/vote', alice, { noteId, choice: 0 });
    expect((await ok<Poll>('notes/show', alice, { noteId })).poll.choices[0]).toMatchObject({
      votes: 1,
      isVoted: true,
    });
  });

  it('refuses an expired poll, an invalid choice, a note without poll and an unknown note', async () => {
    const noteId = await postPoll(alice, { choices: ['a', 'b'], expiredAfter: 60_000 });
    expect(errorOf(await call('notes/polls/vote', bob, { noteId, choice: 5 }))).toMatchObject({
      code: 'INVALID_CHOICE',
      id: 'e0cc9a04-f2e8-41e4-a5f1-4127293260cc',
    });
    db.prepare('UPDATE polls SET expires_at = ? WHERE note_id = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      noteId,
    );
    expect(errorOf(await call('notes/polls/vote', bob, { noteId, choice: 0 }))).toMatchObject({
      code: 'ALREADY_EXPIRED',
      id: '1022a357-b085-4054-9083-8f8de358337e',
    });
    const plain = (await ok<{ createdNote: { id: string } }>('notes/create', alice, { text: 'no poll' }))
      .createdNote.id;
    expect(errorOf(await call('notes/polls/vote', bob, { noteId: plain, choice: 0 }))).toMatchObject({
      code: 'NO_POLL',
      id: '5f979967-52d9-4314-a911-1c673727f92f',
    });
    expect(errorOf(await call('notes/polls/vote', bob, { noteId: 'nope', choice: 0 }))).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396',
    });
  });

  it('an outsider cannot vote on a followers-only poll; a follower can', async () => {
    await ok('following/create', bob, { userId: alice.id });
    const noteId = await postPoll(alice, { choices: ['a', 'b'] }, { visibility: 'followers' });
    expect(errorOf(await call('notes/polls/vote', carol, { noteId, choice: 0 })).code).toBe('NO_SUCH_NOTE');
    expect((await call('notes/polls/vote', bob, { noteId, choice: 0 })).statusCode).toBe(204);
  });

  it('publishes pollVoted to subscribers of the note', async () => {
    const noteId = await postPoll(alice, { choices: ['a', 'b'] });
    const socket = await TestSocket.open(await listen(app), alice.token);
    sockets.push(socket);
    socket.send({ type: 'subNote', body: { id: noteId } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await ok('notes/polls/vote', bob, { noteId, choice: 1 });
    await socket.until(
      () => socket.messages.some((m) => (m as { type: string }).type === 'noteUpdated'),
      'pollVoted',
    );
    expect(socket.messages.find((m) => (m as { type: string }).type === 'noteUpdated')).toEqual({
      type: 'noteUpdated',
      body: { id: noteId, type: 'pollVoted', body: { choice: 1, userId: bob.id } },
    });
  });
});

describe('pollEnded notifications', () => {
  it('tells the author and the voters once the poll has ended, once', async () => {
    const noteId = await postPoll(alice, { choices: ['a', 'b'], expiredAfter: 60_000 });
    await ok('notes/polls/vote', bob, { noteId, choice: 0 });
    expect(await ok('i/notifications', bob, { includeTypes: ['pollEnded'] })).toEqual([]);
    db.prepare('UPDATE polls SET expires_at = ? WHERE note_id = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      noteId,
    );

    for (const who of [alice, bob]) {
      const list = await ok<{ type: string; userId: string; note: { id: string } }[]>(
        'i/notifications',
        who,
        {
          includeTypes: ['pollEnded'],
        },
      );
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ type: 'pollEnded', userId: alice.id, note: { id: noteId } });
    }
    expect(await ok('i/notifications', carol)).toEqual([]);
    expect(await ok<unknown[]>('i/notifications', bob, { includeTypes: ['pollEnded'] })).toHaveLength(1);
  });
});
