import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../src/db/database.js';
import { findNote } from '../src/db/notes.js';
import { packNote } from '../src/services/notes/pack.js';
import { createDriveApp, image, upload } from './drive-helpers.js';
import { api, createTestApp, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

/**
 * Timeline pages and packed notes are kept between requests (services/notes/note-cache.ts
 * and home-pages.ts). Whatever changes a note, its author or what a reader follows must show
 * on the very next read, through any write path.
 */
let app: FastifyInstance;
let author: TestAccount;
let reader: TestAccount;
let other: TestAccount;

async function home(who: TestAccount = reader): Promise<entities.Note[]> {
  const res = await api(app, 'notes/timeline', { i: who.token });
  expect(res.statusCode).toBe(200);
  return res.json() as entities.Note[];
}

async function shown(noteId: string): Promise<entities.Note | undefined> {
  return (await home()).find((n) => n.id === noteId);
}

async function ok(endpoint: string, who: TestAccount, params: Record<string, unknown>) {
  const res = await api(app, endpoint, { i: who.token, ...params });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('a page read again shows what changed since', () => {
  beforeEach(async () => {
    ({ app } = await createDriveApp());
    author = await signup(app, 'author', 'pw-secret');
    reader = await signup(app, 'reader', 'pw-secret');
    other = await signup(app, 'other', 'pw-secret');
    follow(app, reader, author);
  });
  afterEach(async () => {
    await app.close();
  });

  it('reactions, votes and replies of others', async () => {
    const note = await post(app, author, { text: 'vote', poll: { choices: ['a', 'b'] } });
    expect(await shown(note.id)).toMatchObject({ reactionCount: 0, repliesCount: 0 });
    await ok('notes/reactions/create', other, { noteId: note.id, reaction: '🎉' });
    await ok('notes/polls/vote', other, { noteId: note.id, choice: 1 });
    await post(app, other, { text: 'a reply', replyId: note.id });
    const after = await shown(note.id);
    expect(after).toMatchObject({ reactions: { '🎉': 1 }, reactionCount: 1, repliesCount: 1 });
    expect(after?.poll?.choices.map((c) => c.votes)).toEqual([0, 1]);
    await ok('notes/reactions/delete', other, { noteId: note.id });
    expect(await shown(note.id)).toMatchObject({ reactions: {}, reactionCount: 0 });
  });

  it('the reader’s own reaction and vote, while others see theirs', async () => {
    const note = await post(app, author, { text: 'vote', poll: { choices: ['a', 'b'] } });
    await home();
    await ok('notes/reactions/create', reader, { noteId: note.id, reaction: '👍' });
    await ok('notes/polls/vote', reader, { noteId: note.id, choice: 0 });
    const mine = await shown(note.id);
    expect(mine?.myReaction).toBe('👍');
    expect(mine?.poll?.choices.map((c) => c.isVoted)).toEqual([true, false]);
    const theirs = (await home(author)).find((n) => n.id === note.id);
    expect(theirs?.myReaction).toBeNull();
    expect(theirs?.poll?.choices.map((c) => c.isVoted)).toEqual([false, false]);
  });

  it('the reader’s own reaction changed, taken back, or written by any path, at once', async () => {
    const note = await post(app, author, { text: 'react' });
    const pick = async () => (await shown(note.id))?.myReaction;
    expect(await pick()).toBeNull();
    await ok('notes/reactions/create', reader, { noteId: note.id, reaction: '👍' });
    expect(await pick()).toBe('👍');
    await ok('notes/reactions/delete', reader, { noteId: note.id });
    expect(await pick()).toBeNull();
    await ok('notes/reactions/create', reader, { noteId: note.id, reaction: '🎉' });
    expect(await pick()).toBe('🎉');
    // Not through the reaction service: the cache hears of every write to the table.
    app.instance.db.prepare("UPDATE note_reactions SET reaction = '🍮' WHERE user_id = ?").run(reader.id);
    expect(await pick()).toBe('🍮');
    // Another reader's reaction is theirs only, on a page kept for each of them.
    await home(other);
    await ok('following/create', other, { userId: author.id });
    await ok('notes/reactions/create', other, { noteId: note.id, reaction: '👀' });
    expect((await home(other)).find((n) => n.id === note.id)?.myReaction).toBe('👀');
    expect(await pick()).toBe('🍮');
    app.instance.db.prepare('DELETE FROM note_reactions WHERE user_id = ?').run(reader.id);
    expect(await pick()).toBeNull();
  });

  it('the reader’s own poll vote taken back by any path, at once', async () => {
    const note = await post(app, author, { text: 'vote', poll: { choices: ['a', 'b'], multiple: true } });
    const voted = async () => (await shown(note.id))?.poll?.choices.map((c) => c.isVoted);
    expect(await voted()).toEqual([false, false]);
    await ok('notes/polls/vote', reader, { noteId: note.id, choice: 1 });
    await ok('notes/polls/vote', reader, { noteId: note.id, choice: 0 });
    expect(await voted()).toEqual([true, true]);
    app.instance.db.prepare('DELETE FROM poll_votes WHERE user_id = ? AND choice = 1').run(reader.id);
    expect(await voted()).toEqual([true, false]);
  });

  it('an edit, a renamed author and a file marked sensitive', async () => {
    const file = await upload(app, author, {
      name: 'p.png',
      type: 'image/png',
      bytes: await image('png', 16, 16, 1),
    });
    const note = await post(app, author, { text: 'first words', fileIds: [file.id] });
    expect(await shown(note.id)).toMatchObject({ text: 'first words', user: { name: null } });
    await ok('notes/update', author, { noteId: note.id, text: 'second words' });
    await ok('i/update', author, { name: 'Renamed' });
    await ok('drive/files/update', author, { fileId: file.id, isSensitive: true, comment: 'a square' });
    const after = await shown(note.id);
    expect(after).toMatchObject({ text: 'second words', user: { name: 'Renamed' } });
    expect(after?.files?.[0]).toMatchObject({ isSensitive: true, comment: 'a square' });
    await ok('drive/files/delete', author, { fileId: file.id });
    expect((await shown(note.id))?.files).toEqual([]);
  });

  it('new and deleted notes of people followed, and only theirs', async () => {
    const first = await post(app, author, { text: 'one' });
    expect((await home()).map((n) => n.id)).toEqual([first.id]);
    await post(app, other, { text: 'not followed' });
    const second = await post(app, author, { text: 'two' });
    expect((await home()).map((n) => n.id)).toEqual([second.id, first.id]);
    await ok('notes/delete', author, { noteId: first.id });
    expect((await home()).map((n) => n.id)).toEqual([second.id]);
  });

  it('following and unfollowing someone', async () => {
    const theirs = await post(app, other, { text: 'from other' });
    const mine = await post(app, author, { text: 'from author' });
    expect((await home()).map((n) => n.id)).toEqual([mine.id]);
    await ok('following/create', reader, { userId: other.id });
    expect((await home()).map((n) => n.id)).toEqual([mine.id, theirs.id]);
    await ok('following/delete', reader, { userId: author.id });
    expect((await home()).map((n) => n.id)).toEqual([theirs.id]);
  });

  it('a change rolled back leaves the note as it was', async () => {
    const note = await post(app, author, { text: 'kept' });
    await home();
    const { db } = app.instance;
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE notes SET text = 'undone' WHERE id = ?").run(note.id);
        const row = findNote(db, note.id);
        // Packed inside the transaction, so from the change that is about to be undone.
        expect(row && packNote(app.instance, row, { id: reader.id })?.text).toBe('undone');
        throw new Error('roll back');
      })(),
    ).toThrow('roll back');
    expect((await shown(note.id))?.text).toBe('kept');
  });
});

describe('writes by another connection to the same database', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shiori-caches-'));
    app = await createTestApp({ db: openDatabase(join(dataDir, 'instance.sqlite')) });
    author = await signup(app, 'author', 'pw-secret');
    reader = await signup(app, 'reader', 'pw-secret');
    follow(app, reader, author);
  });
  afterEach(async () => {
    closeDatabase(app.instance.db);
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('show on the next read', async () => {
    const note = await post(app, author, { text: 'before' });
    expect((await home()).map((n) => n.text)).toEqual(['before']);
    const tool = openDatabase(join(dataDir, 'instance.sqlite'));
    try {
      tool.prepare("UPDATE notes SET text = 'edited elsewhere' WHERE id = ?").run(note.id);
      tool.prepare("UPDATE users SET name = 'Named elsewhere' WHERE id = ?").run(author.id);
    } finally {
      closeDatabase(tool);
    }
    expect(await home()).toMatchObject([{ text: 'edited elsewhere', user: { name: 'Named elsewhere' } }]);
  });

  it('the reader’s own reaction given elsewhere shows on the next read', async () => {
    const note = await post(app, author, { text: 'react' });
    expect((await home()).map((n) => n.myReaction)).toEqual([null]);
    const tool = openDatabase(join(dataDir, 'instance.sqlite'));
    try {
      tool
        .prepare(
          "INSERT INTO note_reactions (id, created_at, note_id, user_id, reaction) VALUES ('elsewhere1', ?, ?, ?, '👍')",
        )
        .run(new Date().toISOString(), note.id, reader.id);
    } finally {
      closeDatabase(tool);
    }
    expect((await home()).map((n) => n.myReaction)).toEqual(['👍']);
  });
});
