import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { follow, ids, post } from './notes-helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

describe('timeline pagination', () => {
  it.each([
    ['notes/timeline', true],
    ['notes/local-timeline', false],
    ['notes/hybrid-timeline', true],
    ['notes/global-timeline', false],
    ['users/notes', false],
  ] as const)(
    '%s pages newest first with untilId and sinceId, without gaps or duplicates',
    async (endpoint, auth) => {
      const made: entities.Note[] = [];
      for (let i = 0; i < 23; i++) made.push(await post(app, alice, { text: `n${i}` }));
      const newestFirst = made.map((n) => n.id).reverse();
      const extra = endpoint === 'users/notes' ? { userId: alice.id } : {};
      const who = auth ? alice : undefined;

      const walked: string[] = [];
      let untilId: string | undefined;
      for (;;) {
        const page = await ids(app, endpoint, { ...extra, limit: 10, ...(untilId ? { untilId } : {}) }, who);
        if (page.length === 0) break;
        walked.push(...page);
        untilId = page[page.length - 1];
      }
      expect(walked).toEqual(newestFirst);

      // sinceId alone: the oldest page after it, oldest first (Misskey's pagination).
      const since = made[4]?.id as string;
      expect(await ids(app, endpoint, { ...extra, sinceId: since, limit: 3 }, who)).toEqual(
        made.slice(5, 8).map((n) => n.id),
      );
      // Both: between them, newest first.
      expect(
        await ids(app, endpoint, { ...extra, sinceId: made[2]?.id, untilId: made[6]?.id, limit: 10 }, who),
      ).toEqual(
        made
          .slice(3, 6)
          .map((n) => n.id)
          .reverse(),
      );
    },
  );

  it('pages by date too', async () => {
    const first = await post(app, alice, { text: 'old' });
    await new Promise((r) => setTimeout(r, 20));
    const second = await post(app, alice, { text: 'new' });
    const cut = Date.parse(second.createdAt) - 1;
    expect(await ids(app, 'notes/local-timeline', { untilDate: cut })).toEqual([first.id]);
    expect(await ids(app, 'notes/local-timeline', { sinceDate: cut })).toEqual([second.id]);
  });

  it('rejects limits over 100', async () => {
    expect(errorOf(await api(app, 'notes/local-timeline', { limit: 101 })).code).toBe('INVALID_PARAM');
  });
});

describe('timeline contents', () => {
  it('home shows my notes and those of whom I follow; local shows every public local note', async () => {
    follow(app, alice, bob);
    const mine = await post(app, alice, { text: 'mine' });
    const bobs = await post(app, bob, { text: 'bob' });
    const carols = await post(app, carol, { text: 'carol' });
    const bobHome = await post(app, bob, { text: 'home', visibility: 'home' });
    expect(await ids(app, 'notes/timeline', {}, alice)).toEqual([bobHome.id, bobs.id, mine.id]);
    expect(await ids(app, 'notes/local-timeline', {}, alice)).toEqual([carols.id, bobs.id, mine.id]);
    expect(await ids(app, 'notes/hybrid-timeline', {}, alice)).toEqual([
      bobHome.id,
      carols.id,
      bobs.id,
      mine.id,
    ]);
    expect(await ids(app, 'notes/global-timeline', {})).toEqual([carols.id, bobs.id, mine.id]);
  });

  it('filters renotes, replies and files as asked', async () => {
    const base = await post(app, bob, { text: 'base' });
    const renote = await post(app, carol, { renoteId: base.id });
    const quote = await post(app, carol, { text: 'q', renoteId: base.id });
    const reply = await post(app, carol, { text: 're', replyId: base.id });
    const selfReply = await post(app, bob, { text: 'me again', replyId: base.id });

    expect(await ids(app, 'notes/local-timeline', {})).toEqual([selfReply.id, quote.id, renote.id, base.id]);
    expect(await ids(app, 'notes/local-timeline', { withReplies: true })).toEqual([
      selfReply.id,
      reply.id,
      quote.id,
      renote.id,
      base.id,
    ]);
    expect(await ids(app, 'notes/local-timeline', { withRenotes: false })).toEqual([
      selfReply.id,
      quote.id,
      base.id,
    ]);
    expect(await ids(app, 'notes/local-timeline', { withFiles: true })).toEqual([]);

    expect(await ids(app, 'users/notes', { userId: carol.id })).toEqual([quote.id, renote.id]);
    expect(await ids(app, 'users/notes', { userId: carol.id, withReplies: true })).toEqual([
      reply.id,
      quote.id,
      renote.id,
    ]);
    expect(await ids(app, 'users/notes', { userId: carol.id, withRenotes: false })).toEqual([quote.id]);
    expect(await ids(app, 'users/notes', { userId: bob.id })).toEqual([selfReply.id, base.id]);

    // Home: a followed user's reply to someone else is left out, a reply to me is not.
    follow(app, alice, carol);
    const toMe = await post(app, carol, {
      text: 'to alice',
      replyId: (await post(app, alice, { text: 'a' })).id,
    });
    const home = await ids(app, 'notes/timeline', {}, alice);
    expect(home).toContain(toMe.id);
    expect(home).not.toContain(reply.id);
  });

  it('users/notes answers NO_SUCH_USER for an unknown user', async () => {
    const res = await api(app, 'users/notes', { userId: 'nobody' });
    expect(errorOf(res)).toMatchObject({ code: 'NO_SUCH_USER', id: '27e494ba-2ac2-48e8-893b-10d4d8c2387b' });
  });

  it('home and hybrid timelines need a signed-in user', async () => {
    expect((await api(app, 'notes/timeline', {})).statusCode).toBe(401);
    expect((await api(app, 'notes/hybrid-timeline', {})).statusCode).toBe(401);
    expect((await api(app, 'notes/mentions', {})).statusCode).toBe(401);
  });
});
