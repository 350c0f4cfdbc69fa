import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, ids, post } from './notes-helpers.js';

// Mutes and blocks on every note list (services/relations, applied inside queryNotes).
// alice reads; bob is the one she mutes or blocks; carol is an innocent third party.
let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  follow(app, alice, bob);
  follow(app, alice, carol);
});
afterEach(async () => {
  await app.close();
});

const ok = <T = unknown>(endpoint: string, who: TestAccount, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, who, body);

/** bob's note, carol's renote, quote and reply of it, and carol's own note. */
async function scene() {
  const bobs = await post(app, bob, { text: 'bob speaks #topic' });
  const renote = await post(app, carol, { renoteId: bobs.id });
  const quote = await post(app, carol, { text: 'carol quotes', renoteId: bobs.id });
  const reply = await post(app, carol, { text: 'carol answers', replyId: bobs.id });
  const carols = await post(app, carol, { text: 'carol alone #topic' });
  return { bobs, renote, quote, reply, carols };
}

const timelines = [
  'notes/timeline',
  'notes/local-timeline',
  'notes/hybrid-timeline',
  'notes/global-timeline',
];

describe('mutes on the timelines', () => {
  it.each(timelines)(
    "%s leaves out a muted user's notes and the renotes, quotes and replies of them",
    async (tl) => {
      const s = await scene();
      const params = tl === 'notes/timeline' ? {} : { withReplies: true };
      const before = await ids(app, tl, params, alice);
      expect(before).toEqual(expect.arrayContaining([s.bobs.id, s.renote.id, s.quote.id, s.carols.id]));
      await ok('mute/create', alice, { userId: bob.id });
      const after = await ids(app, tl, params, alice);
      expect(after).toContain(s.carols.id);
      for (const hidden of [s.bobs.id, s.renote.id, s.quote.id, s.reply.id])
        expect(after).not.toContain(hidden);
      // Only the muter's view changes.
      expect(await ids(app, tl, params, bob)).toContain(s.bobs.id);
      // Unmuted, everything is back at once.
      await ok('mute/delete', alice, { userId: bob.id });
      expect(await ids(app, tl, params, alice)).toEqual(before);
    },
  );

  it('takes effect on the cached newest home page at the next request, and ends when the mute expires', async () => {
    const s = await scene();
    // The first request keeps the newest page in the home page cache.
    expect(await ids(app, 'notes/timeline', {}, alice)).toContain(s.bobs.id);
    await ok('mute/create', alice, { userId: bob.id, expiresAt: Date.now() + 60_000 });
    expect(await ids(app, 'notes/timeline', {}, alice)).not.toContain(s.bobs.id);
    expect(await ids(app, 'notes/timeline', {}, alice)).not.toContain(s.bobs.id);
    // The mute's time comes (moved into the past as a clock would).
    app.instance.db.prepare('UPDATE mutings SET expires_at = ?').run(new Date(Date.now() - 1).toISOString());
    expect(await ids(app, 'notes/timeline', {}, alice)).toContain(s.bobs.id);
  });
});

describe('a mute that expires by the clock alone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops applying to the cached home page with nothing written', async () => {
    const bobs = await post(app, bob, { text: 'bob' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await ok('mute/create', alice, { userId: bob.id, expiresAt: Date.now() + 60_000 });
    expect(await ids(app, 'notes/timeline', {}, alice)).not.toContain(bobs.id);
    expect(await ids(app, 'notes/timeline', {}, alice)).not.toContain(bobs.id);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await ids(app, 'notes/timeline', {}, alice)).toContain(bobs.id);
    expect((await ok<{ isMuted: boolean }>('users/relation', alice, { userId: bob.id })).isMuted).toBe(false);
  });
});

describe('renote mutes', () => {
  it("leave out only the user's pure renotes from the timelines", async () => {
    const carols = await post(app, carol, { text: 'worth sharing' });
    const renote = await post(app, bob, { renoteId: carols.id });
    const quote = await post(app, bob, { text: 'my take', renoteId: carols.id });
    const own = await post(app, bob, { text: 'bob himself' });
    await ok('renote-mute/create', alice, { userId: bob.id });
    for (const tl of timelines) {
      const seen = await ids(app, tl, {}, alice);
      expect(seen, tl).not.toContain(renote.id);
      expect(seen, tl).toEqual(expect.arrayContaining([quote.id, own.id, carols.id]));
    }
    // notes/renotes lists every renote of a note: renote mutes are for timelines, as in Misskey.
    expect(await ids(app, 'notes/renotes', { noteId: carols.id }, alice)).toContain(renote.id);
  });
});

describe('blocks on the timelines', () => {
  it('make each side invisible in the other’s timelines', async () => {
    const alices = await post(app, alice, { text: 'alice writes' });
    const bobs = await post(app, bob, { text: 'bob writes' });
    await ok('blocking/create', alice, { userId: bob.id });
    for (const tl of ['notes/local-timeline', 'notes/global-timeline', 'notes/hybrid-timeline']) {
      expect(await ids(app, tl, {}, alice), tl).not.toContain(bobs.id);
      expect(await ids(app, tl, {}, bob), tl).not.toContain(alices.id);
      expect(await ids(app, tl, {}, carol), tl).toEqual(expect.arrayContaining([alices.id, bobs.id]));
    }
  });
});

describe('mutes and blocks on the note lists', () => {
  it('notes/search, search-by-tag, replies, children, renotes and featured leave muted users out', async () => {
    const s = await scene();
    await ok('notes/reactions/create', carol, { noteId: s.bobs.id, reaction: '👍' });
    const lists: [string, Record<string, unknown>, string][] = [
      ['notes/search', { query: 'bob speaks' }, s.bobs.id],
      ['notes/search-by-tag', { tag: 'topic' }, s.bobs.id],
      ['notes/featured', {}, s.bobs.id],
      ['notes/renotes', { noteId: s.bobs.id }, s.quote.id],
    ];
    const replyTarget = await post(app, carol, { text: 'question' });
    const bobsReply = await post(app, bob, { text: 'bob replies', replyId: replyTarget.id });
    lists.push(['notes/replies', { noteId: replyTarget.id }, bobsReply.id]);
    lists.push(['notes/children', { noteId: replyTarget.id }, bobsReply.id]);
    for (const [endpoint, params, id] of lists) {
      expect(await ids(app, endpoint, params, alice), `${endpoint} before`).toContain(id);
    }
    await ok('mute/create', alice, { userId: bob.id });
    for (const [endpoint, params, id] of lists) {
      expect(await ids(app, endpoint, params, alice), endpoint).not.toContain(id);
      expect(await ids(app, endpoint, params, carol), `${endpoint} for others`).toContain(id);
    }
    expect(await ids(app, 'notes/search-by-tag', { tag: 'topic' }, alice)).toEqual([s.carols.id]);
  });

  it('clips/notes leaves out muted users', async () => {
    const bobs = await post(app, bob, { text: 'clipped' });
    const clip = await ok<entities.Clip>('clips/create', carol, { name: 'picks', isPublic: true });
    await ok('clips/add-note', carol, { clipId: clip.id, noteId: bobs.id });
    expect(await ids(app, 'clips/notes', { clipId: clip.id }, alice)).toEqual([bobs.id]);
    await ok('mute/create', alice, { userId: bob.id });
    expect(await ids(app, 'clips/notes', { clipId: clip.id }, alice)).toEqual([]);
    expect(await ids(app, 'clips/notes', { clipId: clip.id }, carol)).toEqual([bobs.id]);
  });

  it('muted instances hide the notes of their users, and those answering them, never local ones', async () => {
    const remote = await post(app, bob, { text: 'from afar' });
    const answer = await post(app, carol, { text: 'answering', replyId: remote.id });
    const local = await post(app, carol, { text: 'near' });
    // bob becomes a user of another server (this instance makes none of its own).
    app.instance.db.prepare("UPDATE users SET host = 'Noisy.Example' WHERE id = ?").run(bob.id);
    await ok('i/update', alice, { mutedInstances: ['noisy.example', 'other.example'] });
    const seen = await ids(app, 'notes/timeline', {}, alice);
    expect(seen).toContain(local.id);
    expect(seen).not.toContain(remote.id);
    expect(seen).not.toContain(answer.id);
    expect(await ids(app, 'notes/global-timeline', {}, carol)).toContain(remote.id);
  });

  it('notes/mentions leaves out muted users and muted threads', async () => {
    const fromBob = await post(app, bob, { text: 'hey @alice' });
    const root = await post(app, carol, { text: 'a thread' });
    const inThread = await post(app, carol, { text: '@alice look', replyId: root.id });
    expect(await ids(app, 'notes/mentions', {}, alice)).toEqual([inThread.id, fromBob.id]);
    await ok('mute/create', alice, { userId: bob.id });
    await ok('notes/thread-muting/create', alice, { noteId: root.id });
    expect(await ids(app, 'notes/mentions', {}, alice)).toEqual([]);
  });

  it("users/notes still lists a muted user's own notes, and nothing of someone who blocks the reader", async () => {
    const bobs = await post(app, bob, { text: 'on my profile' });
    const bobsRenote = await post(app, bob, { renoteId: (await post(app, carol, { text: 'c' })).id });
    await ok('mute/create', alice, { userId: bob.id });
    await ok('renote-mute/create', alice, { userId: bob.id });
    expect(await ids(app, 'users/notes', { userId: bob.id }, alice)).toEqual([bobsRenote.id, bobs.id]);
    // carol's renote of bob's note is not bob's profile: the mute applies there.
    const carolsRenote = await post(app, carol, { renoteId: bobs.id });
    expect(await ids(app, 'users/notes', { userId: carol.id }, carol)).toContain(carolsRenote.id);
    expect(await ids(app, 'users/notes', { userId: carol.id }, alice)).not.toContain(carolsRenote.id);
    await ok('blocking/create', bob, { userId: alice.id });
    expect(await ids(app, 'users/notes', { userId: bob.id }, alice)).toEqual([]);
    expect(await ids(app, 'users/notes', { userId: bob.id }, carol)).toHaveLength(2);
  });
});

describe('notifications', () => {
  const notes = async (who: TestAccount) =>
    (await ok<entities.Notification[]>('i/notifications', who)).map(
      (n) => `${n.type}:${'userId' in n ? n.userId : ''}`,
    );

  it('are not created by a muted user, and those made before the mute are left out', async () => {
    const alices = await post(app, alice, { text: 'hello' });
    await post(app, bob, { text: 'early reply', replyId: alices.id });
    expect(await notes(alice)).toEqual([`reply:${bob.id}`]);
    await ok('mute/create', alice, { userId: bob.id });
    expect(await notes(alice)).toEqual([]);
    await post(app, bob, { text: 'hi @alice' });
    await ok('notes/reactions/create', bob, { noteId: alices.id, reaction: '👍' });
    await ok('mute/delete', alice, { userId: bob.id });
    // Only the old reply is there: nothing was created while muted.
    expect(await notes(alice)).toEqual([`reply:${bob.id}`]);
  });

  it('leave no unread mention from a muted user or a muted thread', async () => {
    const unread = async () => (await ok<entities.MeDetailed>('i', alice)).hasUnreadMentions;
    const alices = await post(app, alice, { text: 'thread' });
    await ok('mute/create', alice, { userId: bob.id });
    await ok('notes/thread-muting/create', alice, { noteId: alices.id });
    await post(app, bob, { text: 'hey @alice' });
    await post(app, carol, { text: '@alice here', replyId: alices.id });
    expect(await unread()).toBe(false);
    await post(app, carol, { text: 'and @alice there' });
    expect(await unread()).toBe(true);
  });

  it('are not created for a muted thread', async () => {
    const alices = await post(app, alice, { text: 'my thread' });
    await ok('notes/thread-muting/create', alice, { noteId: alices.id });
    const reply = await post(app, carol, { text: 'reply', replyId: alices.id });
    await post(app, bob, { text: 'deeper @alice', replyId: reply.id });
    await post(app, carol, { text: 'elsewhere @alice' });
    expect(await notes(alice)).toEqual([`mention:${carol.id}`]);
  });

  it('are not created by a blocked user or for the blocked user', async () => {
    await ok('blocking/create', alice, { userId: bob.id });
    await post(app, bob, { text: 'hey @alice' });
    await post(app, alice, { text: 'hey @bob' });
    expect(await notes(alice)).toEqual([]);
    expect(await notes(bob)).toEqual([]);
  });
});

describe('what a block forbids', () => {
  it("following/create answers Misskey's BLOCKING and BLOCKED", async () => {
    await ok('blocking/create', alice, { userId: bob.id });
    const blocked = await callAs(app, 'following/create', bob, { userId: alice.id });
    expect(errorOf(blocked)).toMatchObject({ code: 'BLOCKED', id: 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0' });
    const blocking = await callAs(app, 'following/create', alice, { userId: bob.id });
    expect(errorOf(blocking)).toMatchObject({ code: 'BLOCKING', id: '4e2206ec-aa4f-4960-b865-6c23ac38e2d9' });
  });

  it('reactions, votes, replies, renotes and quotes by the blocked user fail with YOU_HAVE_BEEN_BLOCKED', async () => {
    const alices = await post(app, alice, { text: 'not for bob' });
    await ok('blocking/create', alice, { userId: bob.id });
    const reaction = await callAs(app, 'notes/reactions/create', bob, { noteId: alices.id, reaction: '👍' });
    expect(errorOf(reaction)).toMatchObject({
      code: 'YOU_HAVE_BEEN_BLOCKED',
      id: '20ef5475-9f38-4e4c-bd33-de6d979498ec',
    });
    for (const params of [
      { text: 'r', replyId: alices.id },
      { renoteId: alices.id },
      { text: 'q', renoteId: alices.id },
    ]) {
      const res = await callAs(app, 'notes/create', bob, params);
      expect(errorOf(res), JSON.stringify(params)).toMatchObject({
        code: 'YOU_HAVE_BEEN_BLOCKED',
        id: 'b390d7e1-8a5e-46ed-b625-06271cafd3d3',
      });
    }
    const poll = await post(app, alice, { text: 'vote', poll: { choices: ['a', 'b'] } });
    const vote = await callAs(app, 'notes/polls/vote', bob, { noteId: poll.id, choice: 0 });
    expect(errorOf(vote)).toMatchObject({
      code: 'YOU_HAVE_BEEN_BLOCKED',
      id: '85a5377e-b1e9-4617-b0b9-5bea73331e49',
    });
    // The blocker may still answer the blocked user's notes (Misskey checks only one way).
    const bobs = await post(app, bob, { text: 'bob' });
    expect((await callAs(app, 'notes/create', alice, { text: 'r', replyId: bobs.id })).statusCode).toBe(200);
  });
});
