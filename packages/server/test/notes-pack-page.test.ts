import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

/**
 * A timeline page is packed in one go (services/notes/pack.ts): every note must still get its
 * own reactions, poll, files and related notes, and the visibility rule must hold per note.
 */
let app: FastifyInstance;
let author: TestAccount;
let reader: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  author = await signup(app, 'author', 'pw-secret');
  reader = await signup(app, 'reader', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

async function timeline(who: TestAccount): Promise<Map<string, entities.Note>> {
  const res = await api(app, 'notes/timeline', { i: who.token, limit: 100 });
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as entities.Note[]).map((n) => [n.id, n]));
}

describe('packing a page of notes', () => {
  it('keeps each note’s own reactions, poll votes and my reaction apart', async () => {
    follow(app, reader, author);
    const first = await post(app, author, { text: 'first' });
    const second = await post(app, author, { text: 'second', poll: { choices: ['yes', 'no'] } });
    const react = (who: TestAccount, noteId: string, reaction: string) =>
      api(app, 'notes/reactions/create', { i: who.token, noteId, reaction });
    expect((await react(reader, first.id, '👍')).statusCode).toBe(204);
    expect((await react(author, first.id, '🎉')).statusCode).toBe(204);
    expect((await react(author, second.id, '👍')).statusCode).toBe(204);
    expect(
      (await api(app, 'notes/polls/vote', { i: reader.token, noteId: second.id, choice: 1 })).statusCode,
    ).toBe(204);

    const page = await timeline(reader);
    expect(page.get(first.id)).toMatchObject({
      reactions: { '👍': 1, '🎉': 1 },
      reactionCount: 2,
      myReaction: '👍',
    });
    expect(page.get(first.id)?.poll).toBeUndefined();
    expect(page.get(second.id)).toMatchObject({ reactions: { '👍': 1 }, reactionCount: 1, myReaction: null });
    expect(page.get(second.id)?.poll?.choices).toEqual([
      { text: 'yes', votes: 0, isVoted: false },
      { text: 'no', votes: 1, isVoted: true },
    ]);
    expect(page.get(second.id)?.user).toMatchObject({ id: author.id, username: 'author' });
  });

  it('packs related notes the reader may see and hides the others', async () => {
    const outsider = await signup(app, 'outsider', 'pw-secret');
    // The author follows the outsider, so may reply to their followers-only notes; the reader does not.
    follow(app, author, outsider);
    const hidden = await post(app, outsider, { text: 'outsider only', visibility: 'followers' });
    const mine = await post(app, reader, { text: 'mine' });
    // Followers-only, but a reply to the reader's note: the reader may see it without following.
    const outsiderReply = await post(app, outsider, {
      text: 'to you',
      replyId: mine.id,
      visibility: 'followers',
    });
    const replyToHidden = await post(app, author, { text: 'answering hidden', replyId: hidden.id });
    const replyToReply = await post(app, author, {
      text: 'answering a reply to you',
      replyId: outsiderReply.id,
    });

    const res = await api(app, 'users/notes', { i: reader.token, userId: author.id, withReplies: true });
    const page = new Map((res.json() as entities.Note[]).map((n) => [n.id, n]));
    expect([...page.keys()]).toEqual([replyToReply.id, replyToHidden.id]);
    expect(page.get(replyToHidden.id)?.reply ?? null).toBeNull();
    expect(page.get(replyToReply.id)?.reply).toMatchObject({
      id: outsiderReply.id,
      text: 'to you',
      replyId: mine.id,
    });
    expect(page.get(replyToReply.id)?.reply?.user).toMatchObject({ id: outsider.id });
  });
});
