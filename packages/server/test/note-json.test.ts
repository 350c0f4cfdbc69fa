import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerJson } from '../src/services/notes/note-json.js';
import { packNoteIds } from '../src/services/notes/pack.js';
import { createDriveApp, image, upload } from './drive-helpers.js';
import { api, okAs, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

/**
 * API answers that list notes are written from kept pieces (services/notes/note-json.ts):
 * the text must be exactly JSON.stringify's, whatever the notes hold and whoever reads them.
 */
let app: FastifyInstance;
let author: TestAccount;
let reader: TestAccount;
let other: TestAccount;

function page(viewer: TestAccount | null, noteIds: string[]): entities.Note[] {
  return packNoteIds(app.instance, noteIds, viewer ? { id: viewer.id } : null);
}

describe('the JSON of a list of packed notes', () => {
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

  it('is JSON.stringify’s for every kind of note, read again and after changes', async () => {
    const file = await upload(app, author, {
      name: 'p.png',
      type: 'image/png',
      bytes: await image('png', 16, 16, 1),
    });
    const channel = await okAs<entities.Channel>(app, 'channels/create', author, { name: 'Cats' });
    const plain = await post(app, author, { text: 'plain “quoted” \\ text 🍮', cw: 'cw' });
    const poll = await post(app, author, { text: 'vote', poll: { choices: ['a', 'b'] } });
    const withFile = await post(app, author, { fileIds: [file.id] });
    const reply = await post(app, author, { text: 'reply', replyId: plain.id });
    const renote = await post(app, author, { renoteId: poll.id });
    const followers = await post(app, author, { text: 'followers', visibility: 'followers' });
    const hiddenQuote = await post(app, other, { text: 'secret', visibility: 'followers' });
    const quote = await post(app, other, { text: 'quote', renoteId: hiddenQuote.id });
    const direct = await post(app, author, {
      text: '@reader hi',
      visibility: 'specified',
      visibleUserIds: [reader.id],
    });
    const inChannel = await post(app, author, { text: 'in channel', channelId: channel.id });
    await okAs(app, 'notes/reactions/create', reader, { noteId: plain.id, reaction: '👍' });
    await okAs(app, 'notes/reactions/create', other, { noteId: plain.id, reaction: '🎉' });
    await okAs(app, 'notes/polls/vote', reader, { noteId: poll.id, choice: 1 });
    const all = [plain, poll, withFile, reply, renote, followers, quote, direct, inChannel, hiddenQuote].map(
      (n) => n.id,
    );

    for (const viewer of [reader, other, author, null]) {
      // The first read packs the notes into the cache; the second is made from kept pieces.
      for (let round = 0; round < 2; round++) {
        const notes = page(viewer, all);
        expect(notes.length).toBeGreaterThan(3);
        expect(answerJson(notes)).toBe(JSON.stringify(notes));
      }
    }

    // A packed note changed after packing is written as it is now.
    const notes = page(reader, all);
    answerJson(notes);
    (notes[0] as { text: string | null }).text = 'changed';
    (notes[1] as { extra?: unknown }).extra = { added: true };
    (notes[2] as { myReaction?: string | null }).myReaction = undefined;
    expect(answerJson(notes)).toBe(JSON.stringify(notes));
    expect(answerJson(notes)).toContain('"text":"changed"');

    // And what the timeline answers is the same text.
    await okAs(app, 'channels/follow', reader, { channelId: channel.id });
    for (let round = 0; round < 2; round++) {
      const res = await api(app, 'notes/timeline', { i: reader.token, limit: 20 });
      expect(res.statusCode).toBe(200);
      const shown = res.json() as entities.Note[];
      expect(shown.map((n) => n.id)).toContain(inChannel.id);
      expect(res.body).toBe(
        JSON.stringify(
          page(
            reader,
            shown.map((n) => n.id),
          ),
        ),
      );
    }
  });

  it('leaves other answers to JSON.stringify', () => {
    for (const value of [[], [1, 'a', null], { a: 1 }, 'text', 0, [{ x: undefined }], [undefined]]) {
      expect(answerJson(value)).toBe(JSON.stringify(value));
    }
  });
});
