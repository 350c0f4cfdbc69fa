import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { insertEmoji } from './reactions-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
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

async function post(who: TestAccount, body: Record<string, unknown>): Promise<string> {
  return (await ok<{ createdNote: { id: string } }>('notes/create', who, body)).createdNote.id;
}

type Note = { reactions: Record<string, number>; reactionCount: number; myReaction?: string | null };
type Reaction = { id: string; createdAt: string; user: { id: string }; type: string };

describe('notes/reactions/create and delete', () => {
  it('reacts once per user; a different reaction replaces the previous one', async () => {
    const noteId = await post(alice, { text: 'hi' });
    expect((await call('notes/reactions/create', bob, { noteId, reaction: '👍' })).statusCode).toBe(204);
    await ok('notes/reactions/create', carol, { noteId, reaction: '👍' });
    let note = await ok<Note>('notes/show', bob, { noteId });
    expect(note).toMatchObject({ reactions: { '👍': 2 }, reactionCount: 2, myReaction: '👍' });

    await ok('notes/reactions/create', bob, { noteId, reaction: '🎉' });
    note = await ok<Note>('notes/show', bob, { noteId });
    expect(note).toMatchObject({ reactions: { '👍': 1, '🎉': 1 }, myReaction: '🎉' });

    const same = await call('notes/reactions/create', bob, { noteId, reaction: '🎉' });
    expect(errorOf(same)).toMatchObject({
      code: 'ALREADY_REACTED',
      id: '71efcf98-86d6-4e2b-b2ad-9d032369366b',
    });

    await ok('notes/reactions/delete', bob, { noteId });
    note = await ok<Note>('notes/show', bob, { noteId });
    expect(note).toMatchObject({ reactions: { '👍': 1 }, myReaction: null });
    const again = await call('notes/reactions/delete', bob, { noteId });
    expect(errorOf(again)).toMatchObject({ code: 'NOT_REACTED', id: '92f4426d-4196-4125-aa5b-02943e2ec8fc' });
  });

  it('accepts custom emoji as :name:, answers them as :name@.:, and turns junk into the fallback', async () => {
    insertEmoji(app, { name: 'blobcat' });
    const noteId = await post(alice, { text: 'hi' });
    await ok('notes/reactions/create', bob, { noteId, reaction: ':blobcat:' });
    await ok('notes/reactions/create', carol, { noteId, reaction: '<script>' });
    const list = await ok<Reaction[]>('notes/reactions', null, { noteId });
    expect(list.map((r) => r.type).sort()).toEqual([':blobcat@.:', '❤'].sort());
    // The packed note speaks the same language, so a client can match its own reaction.
    const note = await ok<Note>('notes/show', bob, { noteId });
    expect(note.reactions).toEqual({ ':blobcat@.:': 1, '❤': 1 });
    expect(note.myReaction).toBe(':blobcat@.:');
    // As in Misskey, reactionEmojis lists remote emoji only: clients find local ones in `emojis`.
    expect((note as { reactionEmojis?: unknown }).reactionEmojis).toEqual({});
  });

  it('counts ❤️ and ❤ as one reaction, as Misskey stores single emoji without U+FE0F', async () => {
    const noteId = await post(alice, { text: 'hi' });
    await ok('notes/reactions/create', bob, { noteId, reaction: '❤️' });
    await ok('notes/reactions/create', carol, { noteId, reaction: '❤' });
    const note = await ok<Note>('notes/show', bob, { noteId });
    expect(note).toMatchObject({ reactions: { '❤': 2 }, reactionCount: 2, myReaction: '❤' });
    const again = await call('notes/reactions/create', bob, { noteId, reaction: '❤' });
    expect(errorOf(again).code).toBe('ALREADY_REACTED');
    // Filtering by either spelling finds both.
    expect(await ok<Reaction[]>('notes/reactions', null, { noteId, type: '❤️' })).toHaveLength(2);
  });

  it('keeps ZWJ sequences and skin tones whole, maps legacy names and takes the first emoji in text', async () => {
    const rainbowFlag = '🏳️‍🌈';
    const cases: [string, string][] = [
      [rainbowFlag, rainbowFlag],
      ['👍🏽', '👍🏽'],
      ['like', '👍'],
      ['  🎉  ', '🎉'],
      ['so 🎉 much', '🎉'],
      ['✌️', '✌'],
      ['not an emoji', '❤'],
      // Not a legacy name, however JavaScript objects see it.
      ['constructor', '❤'],
    ];
    for (const [sent, stored] of cases) {
      const noteId = await post(alice, { text: sent });
      await ok('notes/reactions/create', bob, { noteId, reaction: sent });
      expect((await ok<Note>('notes/show', bob, { noteId })).myReaction, sent).toBe(stored);
    }
  });

  it('allows reacting to your own note, without notifying yourself', async () => {
    const noteId = await post(alice, { text: 'mine' });
    await ok('notes/reactions/create', alice, { noteId, reaction: '😇' });
    expect(await ok<Note>('notes/show', alice, { noteId })).toMatchObject({ myReaction: '😇' });
    expect(await ok('i/notifications', alice)).toEqual([]);
  });

  it('notifies the author with a reaction notification', async () => {
    const noteId = await post(alice, { text: 'hi' });
    await ok('notes/reactions/create', bob, { noteId, reaction: '👍' });
    const [n] = await ok<Record<string, unknown>[]>('i/notifications', alice);
    expect(n).toMatchObject({ type: 'reaction', userId: bob.id, reaction: '👍', note: { id: noteId } });
  });

  it('refuses a pure renote and an unknown note', async () => {
    const noteId = await post(alice, { text: 'hi' });
    const renoteId = await post(bob, { renoteId: noteId });
    const res = await call('notes/reactions/create', carol, { noteId: renoteId, reaction: '👍' });
    expect(errorOf(res)).toMatchObject({ code: 'CANNOT_REACT_TO_RENOTE' });
    const none = await call('notes/reactions/create', carol, { noteId: 'nope', reaction: '👍' });
    expect(errorOf(none)).toMatchObject({ code: 'NO_SUCH_NOTE', id: '033d0620-5bfe-4027-965d-980b0c85a3ea' });
    const noneDelete = await call('notes/reactions/delete', carol, { noteId: 'nope' });
    expect(errorOf(noneDelete)).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37',
    });
  });
});

describe('notes/reactions', () => {
  it('lists who reacted, newest first, filtered by type and paginated', async () => {
    const noteId = await post(alice, { text: 'hi' });
    await ok('notes/reactions/create', bob, { noteId, reaction: '👍' });
    await ok('notes/reactions/create', carol, { noteId, reaction: '🎉' });
    await ok('notes/reactions/create', alice, { noteId, reaction: '👍' });
    const all = await ok<Reaction[]>('notes/reactions', null, { noteId });
    expect(all.map((r) => r.user.id)).toEqual([alice.id, carol.id, bob.id]);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'type', 'user']);
    const thumbs = await ok<Reaction[]>('notes/reactions', null, { noteId, type: '👍' });
    expect(thumbs.map((r) => r.user.id)).toEqual([alice.id, bob.id]);
    const page2 = await ok<Reaction[]>('notes/reactions', null, { noteId, limit: 2, untilId: all[1]?.id });
    expect(page2.map((r) => r.user.id)).toEqual([bob.id]);
  });
});

describe('followers-only notes', () => {
  it('an outsider cannot react to, unreact or list reactions of a note they cannot see', async () => {
    await ok('following/create', bob, { userId: alice.id });
    const noteId = await post(alice, { text: 'friends only', visibility: 'followers' });
    await ok('notes/reactions/create', bob, { noteId, reaction: '👍' });

    for (const [endpoint, body, who] of [
      ['notes/reactions/create', { noteId, reaction: '👍' }, carol],
      ['notes/reactions/delete', { noteId }, carol],
      ['notes/reactions', { noteId }, carol],
      ['notes/reactions', { noteId }, null],
    ] as const) {
      const res = await call(endpoint, who, body);
      expect(errorOf(res).code, endpoint).toBe('NO_SUCH_NOTE');
    }
    // bob can list them.
    expect(await ok<Reaction[]>('notes/reactions', bob, { noteId })).toHaveLength(1);
  });
});

describe('live reactions through the note subscription', () => {
  it('delivers reacted and unreacted with Misskey bodies', async () => {
    insertEmoji(app, { name: 'blobcat' });
    const noteId = await post(alice, { text: 'hi' });
    const socket = await TestSocket.open(await listen(app), alice.token);
    sockets.push(socket);
    socket.send({ type: 'subNote', body: { id: noteId } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const updates = () =>
      socket.messages
        .filter((m) => (m as { type: string }).type === 'noteUpdated')
        .map((m) => (m as { body: unknown }).body);

    await ok('notes/reactions/create', bob, { noteId, reaction: ':blobcat:' });
    await socket.until(() => updates().length >= 1, 'reacted');
    expect(updates()[0]).toEqual({
      id: noteId,
      type: 'reacted',
      body: {
        reaction: ':blobcat@.:',
        // Misskey names a local emoji `name@.`, the reaction without its colons.
        emoji: { name: 'blobcat@.', url: expect.stringMatching(/\/emoji\/blobcat\.webp$/) },
        userId: bob.id,
      },
    });
    await ok('notes/reactions/delete', bob, { noteId });
    await socket.until(() => updates().length >= 2, 'unreacted');
    expect(updates()[1]).toEqual({
      id: noteId,
      type: 'unreacted',
      body: { reaction: ':blobcat@.:', userId: bob.id },
    });
  });
});
