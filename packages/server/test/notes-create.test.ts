import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_NOTE_TEXT_LENGTH } from '../src/services/instance-meta.js';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';

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

describe('notes/create', () => {
  it('answers the packed note as misskey-js entities.Note', async () => {
    const note = await post(app, alice, { text: 'Hello @bob and @nobody', cw: 'greeting' });
    expect(note).toMatchObject({
      text: 'Hello @bob and @nobody',
      cw: 'greeting',
      userId: alice.id,
      user: { id: alice.id, username: 'alice', host: null },
      visibility: 'public',
      localOnly: false,
      replyId: null,
      renoteId: null,
      repliesCount: 0,
      renoteCount: 0,
      reactionCount: 0,
      reactions: {},
      reactionEmojis: {},
      emojis: {},
      fileIds: [],
      files: [],
      mentions: [bob.id],
      myReaction: null,
      reactionAcceptance: null,
    });
    expect(note).not.toHaveProperty('uri');
    expect(note).not.toHaveProperty('url');
    expect(note).not.toHaveProperty('visibleUserIds');
    expect(note.id).toMatch(/^[0-9a-z]{10}$/);
    const user = (await api(app, 'users/show', { userId: alice.id })).json();
    expect(user.notesCount).toBe(1);
  });

  it('rejects empty notes and text over the instance maximum', async () => {
    expect(errorOf(await api(app, 'notes/create', { i: alice.token })).code).toBe('INVALID_PARAM');
    expect(errorOf(await api(app, 'notes/create', { i: alice.token, text: null })).code).toBe(
      'INVALID_PARAM',
    );
    const long = await api(app, 'notes/create', {
      i: alice.token,
      text: 'x'.repeat(MAX_NOTE_TEXT_LENGTH + 1),
    });
    expect(errorOf(long).code).toBe('INVALID_PARAM');
    expect(
      (await api(app, 'notes/create', { i: alice.token, text: 'x'.repeat(MAX_NOTE_TEXT_LENGTH) })).statusCode,
    ).toBe(200);
    expect((await api(app, 'notes/create', { text: 'anon' })).statusCode).toBe(401);
  });

  it('makes a pure renote or a quote and keeps renoteCount', async () => {
    const original = await post(app, bob, { text: 'original' });
    const renote = await post(app, alice, { renoteId: original.id });
    expect(renote).toMatchObject({
      text: null,
      renoteId: original.id,
      renote: { id: original.id, text: 'original' },
    });
    const quote = await post(app, alice, { text: 'look', renoteId: original.id });
    expect(quote.renote?.id).toBe(original.id);
    expect((await api(app, 'notes/show', { noteId: original.id })).json().renoteCount).toBe(2);

    // A pure renote cannot be renoted or replied to; a quote can.
    const reRenote = await api(app, 'notes/create', { i: bob.token, renoteId: renote.id });
    expect(errorOf(reRenote)).toMatchObject({
      code: 'CANNOT_RENOTE_TO_A_PURE_RENOTE',
      id: 'fd4cc33e-2a37-48dd-99cc-9b806eb2031a',
    });
    const replyToRenote = await api(app, 'notes/create', { i: bob.token, text: 'hm', replyId: renote.id });
    expect(errorOf(replyToRenote).code).toBe('CANNOT_REPLY_TO_A_PURE_RENOTE');
    expect((await api(app, 'notes/create', { i: bob.token, renoteId: quote.id })).statusCode).toBe(200);

    // The renote's own renote is not packed again.
    const quoteOfQuote = await post(app, bob, { text: 'deeper', renoteId: quote.id });
    expect(quoteOfQuote.renote?.renoteId).toBe(original.id);
    expect(quoteOfQuote.renote).not.toHaveProperty('renote');

    const unknown = await api(app, 'notes/create', { i: alice.token, renoteId: 'nope' });
    expect(errorOf(unknown)).toMatchObject({
      code: 'NO_SUCH_RENOTE_TARGET',
      id: 'b5c90186-4ab0-49c8-9bba-a1f76c282ba4',
    });
  });

  it('replies, keeping repliesCount and the thread', async () => {
    const parent = await post(app, bob, { text: 'question' });
    const reply = await post(app, alice, { text: 'answer', replyId: parent.id });
    expect(reply.reply).toMatchObject({ id: parent.id, text: 'question' });
    expect((await api(app, 'notes/show', { noteId: parent.id })).json().repliesCount).toBe(1);
    const missing = await api(app, 'notes/create', { i: alice.token, text: 'x', replyId: 'nope' });
    expect(errorOf(missing)).toMatchObject({
      code: 'NO_SUCH_REPLY_TARGET',
      id: '749ee0f6-d3da-459a-bf02-282e2da4292c',
    });
    await api(app, 'notes/delete', { i: alice.token, noteId: reply.id });
    expect((await api(app, 'notes/show', { noteId: parent.id })).json().repliesCount).toBe(0);
  });

  it('creates polls with 2 to 10 choices and refuses expired ones', async () => {
    const note = await post(app, alice, {
      text: 'pick',
      poll: { choices: ['a', 'b'], expiredAfter: 60_000 },
    });
    expect(note.poll).toMatchObject({
      multiple: false,
      choices: [
        { text: 'a', votes: 0, isVoted: false },
        { text: 'b', votes: 0, isVoted: false },
      ],
    });
    expect(Date.parse(note.poll?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const pollOnly = await post(app, alice, { poll: { choices: ['x', 'y'], multiple: true } });
    expect(pollOnly.poll).toMatchObject({ multiple: true, expiresAt: null });
    const one = await api(app, 'notes/create', { i: alice.token, text: 't', poll: { choices: ['a'] } });
    expect(errorOf(one).code).toBe('INVALID_PARAM');
    const eleven = Array.from({ length: 11 }, (_, i) => `c${i}`);
    expect(errorOf(await api(app, 'notes/create', { i: alice.token, poll: { choices: eleven } })).code).toBe(
      'INVALID_PARAM',
    );
    const expired = await api(app, 'notes/create', {
      i: alice.token,
      text: 't',
      poll: { choices: ['a', 'b'], expiresAt: Date.now() - 1000 },
    });
    expect(errorOf(expired)).toMatchObject({
      code: 'CANNOT_CREATE_ALREADY_EXPIRED_POLL',
      id: '04da457d-b083-4055-9082-955525eda5a5',
    });
  });

  it('refuses file ids, as there is no drive yet', async () => {
    const res = await api(app, 'notes/create', { i: alice.token, text: 't', fileIds: ['f1'] });
    expect(errorOf(res)).toMatchObject({ code: 'NO_SUCH_FILE', id: 'b6992544-63e7-67f0-fa7f-32444b1b5306' });
  });
});

describe('notes/delete and notes/unrenote', () => {
  it('lets the author and moderators delete, nobody else', async () => {
    const note = await post(app, alice, { text: 'bye' });
    const renote = await post(app, bob, { renoteId: note.id });
    const denied = await api(app, 'notes/delete', { i: bob.token, noteId: note.id });
    expect(errorOf(denied)).toMatchObject({
      code: 'ACCESS_DENIED',
      id: 'fe8d7103-0ea8-4ec3-814d-f8b401dc69e9',
    });
    expect((await api(app, 'notes/delete', { i: alice.token, noteId: note.id })).statusCode).toBe(204);
    expect((await api(app, 'notes/show', { noteId: note.id })).statusCode).toBe(400);
    // Its renotes go with it.
    expect((await api(app, 'notes/show', { noteId: renote.id })).statusCode).toBe(400);
    expect((await api(app, 'users/show', { userId: alice.id })).json().notesCount).toBe(0);
    expect((await api(app, 'users/show', { userId: bob.id })).json().notesCount).toBe(0);

    const other = await post(app, alice, { text: 'again' });
    app.instance.db.prepare('UPDATE users SET is_moderator = 1 WHERE id = ?').run(bob.id);
    expect((await api(app, 'notes/delete', { i: bob.token, noteId: other.id })).statusCode).toBe(204);
    const gone = await api(app, 'notes/delete', { i: alice.token, noteId: other.id });
    expect(errorOf(gone)).toMatchObject({ code: 'NO_SUCH_NOTE', id: '490be23f-8c1f-4796-819f-94cb4f9d1630' });
  });

  it('unrenote takes back only my pure renotes of the note', async () => {
    const note = await post(app, bob, { text: 'good' });
    const mine = await post(app, alice, { renoteId: note.id });
    const quote = await post(app, alice, { text: 'quoted', renoteId: note.id });
    const theirs = await post(app, bob, { renoteId: note.id });
    expect((await api(app, 'notes/unrenote', { i: alice.token, noteId: note.id })).statusCode).toBe(204);
    expect((await api(app, 'notes/show', { noteId: mine.id })).statusCode).toBe(400);
    expect((await api(app, 'notes/show', { noteId: quote.id })).statusCode).toBe(200);
    expect((await api(app, 'notes/show', { noteId: theirs.id })).statusCode).toBe(200);
    expect((await api(app, 'notes/show', { noteId: note.id })).json().renoteCount).toBe(2);
    const missing = await api(app, 'notes/unrenote', { i: alice.token, noteId: 'nope' });
    expect(errorOf(missing)).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: 'efd4a259-2442-496b-8dd7-b255aa1a160f',
    });
  });

  it('notes/state tells whether I favorited the note', async () => {
    const note = await post(app, bob, { text: 'fav me' });
    const state = () => api(app, 'notes/state', { i: alice.token, noteId: note.id });
    expect((await state()).json()).toEqual({ isFavorited: false, isMutedThread: false });
    app.instance.db
      .prepare(
        "INSERT INTO note_favorites (id, created_at, note_id, user_id) VALUES ('f1', '2026-01-01', ?, ?)",
      )
      .run(note.id, alice.id);
    expect((await state()).json()).toEqual({ isFavorited: true, isMutedThread: false });
  });

  it('packs reactions, myReaction and poll votes for the viewer', async () => {
    const note = await post(app, bob, { text: 'react', poll: { choices: ['a', 'b'] } });
    const db = app.instance.db;
    db.prepare(
      "INSERT INTO note_reactions (id, created_at, note_id, user_id, reaction) VALUES ('r1', 'x', ?, ?, '👍')",
    ).run(note.id, alice.id);
    db.prepare(
      "INSERT INTO note_reactions (id, created_at, note_id, user_id, reaction) VALUES ('r2', 'x', ?, ?, '👍')",
    ).run(note.id, bob.id);
    db.prepare(
      "INSERT INTO poll_votes (id, note_id, user_id, choice, created_at) VALUES ('v1', ?, ?, 1, 'x')",
    ).run(note.id, alice.id);
    const asAlice = (await api(app, 'notes/show', { i: alice.token, noteId: note.id })).json();
    expect(asAlice).toMatchObject({ reactions: { '👍': 2 }, reactionCount: 2, myReaction: '👍' });
    expect(asAlice.poll.choices).toEqual([
      { text: 'a', votes: 0, isVoted: false },
      { text: 'b', votes: 1, isVoted: true },
    ]);
    const anonymous = (await api(app, 'notes/show', { noteId: note.id })).json();
    expect(anonymous).not.toHaveProperty('myReaction');
    expect(anonymous.poll.choices[1]).toEqual({ text: 'b', votes: 1, isVoted: false });
  });
});

describe('notifications of new notes', () => {
  it('notifies the replied-to, renoted, quoted and mentioned users once each, never oneself', async () => {
    const original = await post(app, bob, { text: 'original' });
    const reply = await post(app, alice, { text: 'reply @bob', replyId: original.id });
    const renote = await post(app, alice, { renoteId: original.id });
    const quote = await post(app, alice, { text: 'quote', renoteId: original.id });
    const mention = await post(app, alice, { text: 'hi @bob' });
    await post(app, bob, { text: 'talking to @bob myself', replyId: original.id });
    const res = await api(app, 'i/notifications', { i: bob.token });
    const got = (res.json() as { type: string; note?: { id: string } }[]).map((n) => [n.type, n.note?.id]);
    expect(got).toEqual([
      ['mention', mention.id],
      ['quote', quote.id],
      ['renote', renote.id],
      ['reply', reply.id],
    ]);
  });
});
