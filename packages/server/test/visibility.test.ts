import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { follow, ids, post, setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let author: TestAccount;
let follower: TestAccount;
let recipient: TestAccount;
let outsider: TestAccount;
/** A public note, a followers-only note and a note to `recipient` only, all by `author`. */
let pub: entities.Note;
let fol: entities.Note;
let spec: entities.Note;

beforeEach(async () => {
  app = await createTestApp();
  author = await signup(app, 'author', 'pw-secret');
  follower = await signup(app, 'follower', 'pw-secret');
  recipient = await signup(app, 'recipient', 'pw-secret');
  outsider = await signup(app, 'outsider', 'pw-secret');
  follow(app, follower, author);
  pub = await post(app, author, { text: 'public' });
  fol = await post(app, author, { text: 'for followers', visibility: 'followers' });
  spec = await post(app, author, {
    text: 'just for you',
    visibility: 'specified',
    visibleUserIds: [recipient.id],
  });
});
afterEach(async () => {
  await app.close();
});

type Who = 'author' | 'follower' | 'recipient' | 'outsider' | 'anonymous';
const viewer = (who: Who): TestAccount | undefined =>
  ({ author, follower, recipient, outsider, anonymous: undefined })[who];

/** Which of the followers-only and specified notes each viewer may see. */
const expected: Record<Who, { fol: boolean; spec: boolean }> = {
  author: { fol: true, spec: true },
  follower: { fol: true, spec: false },
  recipient: { fol: false, spec: true },
  outsider: { fol: false, spec: false },
  anonymous: { fol: false, spec: false },
};
const everyone: Who[] = ['author', 'follower', 'recipient', 'outsider', 'anonymous'];

describe('note visibility', () => {
  it.each(everyone)('notes/show answers only what %s may see, hiding the rest as missing', async (who) => {
    const show = (noteId: string) =>
      api(app, 'notes/show', { noteId, ...(viewer(who) ? { i: viewer(who)?.token } : {}) });
    expect((await show(pub.id)).statusCode).toBe(200);
    for (const [note, visible] of [
      [fol, expected[who].fol],
      [spec, expected[who].spec],
    ] as const) {
      const res = await show(note.id);
      if (visible) {
        expect(res.json()).toMatchObject({ id: note.id, text: note.text });
      } else {
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toMatchObject({
          code: 'NO_SUCH_NOTE',
          id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d',
        });
      }
    }
  });

  it('gives visibleUserIds with a specified note and a mention makes a followers note visible', async () => {
    const res = await api(app, 'notes/show', { i: recipient.token, noteId: spec.id });
    expect(res.json().visibleUserIds).toEqual([recipient.id]);
    const mentioning = await post(app, author, { text: '@outsider look', visibility: 'followers' });
    expect(mentioning.mentions).toEqual([outsider.id]);
    expect((await api(app, 'notes/show', { i: outsider.token, noteId: mentioning.id })).statusCode).toBe(200);
    expect((await api(app, 'notes/show', { i: recipient.token, noteId: mentioning.id })).statusCode).toBe(
      400,
    );
  });

  it.each(everyone)('users/notes lists for %s only the notes they may see', async (who) => {
    const got = await ids(app, 'users/notes', { userId: author.id }, viewer(who));
    const want = [expected[who].spec && spec.id, expected[who].fol && fol.id, pub.id].filter(Boolean);
    expect(got).toEqual(want);
  });

  it.each(everyone)(
    'replies, children and renotes of a public note hide restricted ones from %s',
    async (who) => {
      const folReply = await post(app, author, { text: 'r1', replyId: pub.id, visibility: 'followers' });
      const specReply = await post(app, author, {
        text: 'r2',
        replyId: pub.id,
        visibility: 'specified',
        visibleUserIds: [recipient.id],
      });
      const folQuote = await post(app, author, { text: 'q', renoteId: pub.id, visibility: 'followers' });
      const v = viewer(who);
      const want = (pairs: [entities.Note, boolean][]) => pairs.filter(([, ok]) => ok).map(([n]) => n.id);
      expect(await ids(app, 'notes/replies', { noteId: pub.id }, v)).toEqual(
        want([
          [specReply, expected[who].spec],
          [folReply, expected[who].fol],
        ]),
      );
      expect(await ids(app, 'notes/children', { noteId: pub.id }, v)).toEqual(
        want([
          [folQuote, expected[who].fol],
          [specReply, expected[who].spec],
          [folReply, expected[who].fol],
        ]),
      );
      expect(await ids(app, 'notes/renotes', { noteId: pub.id }, v)).toEqual(
        want([[folQuote, expected[who].fol]]),
      );
    },
  );

  it.each(everyone)('replies, children and renotes of a hidden note are not listed for %s', async (who) => {
    const reply = await post(app, author, { text: 'public reply to a followers note', replyId: fol.id });
    const v = viewer(who);
    expect(await ids(app, 'notes/replies', { noteId: fol.id }, v)).toEqual(
      expected[who].fol ? [reply.id] : [],
    );
    expect(await ids(app, 'notes/children', { noteId: fol.id }, v)).toEqual(
      expected[who].fol ? [reply.id] : [],
    );
    const renotes = await api(app, 'notes/renotes', { noteId: spec.id, ...(v ? { i: v.token } : {}) });
    if (expected[who].spec) expect(renotes.json()).toEqual([]);
    else expect(errorOf(renotes).code).toBe('NO_SUCH_NOTE');
  });

  it.each(everyone)(
    'notes/conversation skips ancestors %s may not see, and a reply does not leak them',
    async (who) => {
      const reply = await post(app, author, { text: 'visible reply', replyId: fol.id });
      const replyToReply = await post(app, author, { text: 'deeper', replyId: reply.id });
      const v = viewer(who);
      const got = await ids(app, 'notes/conversation', { noteId: replyToReply.id }, v);
      expect(got).toEqual(expected[who].fol ? [reply.id, fol.id] : [reply.id]);
      const shown = (await api(app, 'notes/show', { noteId: reply.id, ...(v ? { i: v.token } : {}) })).json();
      expect(shown.replyId).toBe(fol.id);
      expect(shown.reply ?? null).toEqual(expected[who].fol ? expect.objectContaining({ id: fol.id }) : null);
    },
  );

  it.each(['author', 'follower', 'recipient', 'outsider'] as const)(
    'every timeline shows %s only what they may see',
    async (who) => {
      const v = viewer(who) as TestAccount;
      // A pure renote of the followers note (the author may renote their own) must not leak it.
      const renoteOfFol = await post(app, author, { renoteId: fol.id });
      const home = await ids(app, 'notes/timeline', {}, v);
      const hybrid = await ids(app, 'notes/hybrid-timeline', {}, v);
      const local = await ids(app, 'notes/local-timeline', {}, v);
      const global = await ids(app, 'notes/global-timeline', {}, v);
      const follows = who === 'author' || who === 'follower';
      const seesFol = expected[who].fol;
      const homeWant = follows
        ? [renoteOfFol.id, who === 'author' ? spec.id : null, fol.id, pub.id].filter(Boolean)
        : [];
      expect(home).toEqual(homeWant);
      expect(hybrid).toEqual(follows ? homeWant : [seesFol ? renoteOfFol.id : null, pub.id].filter(Boolean));
      const publicWant = [seesFol ? renoteOfFol.id : null, pub.id].filter(Boolean);
      expect(local).toEqual(publicWant);
      expect(global).toEqual(publicWant);
    },
  );

  it('signed out, the local and global timelines show public notes only', async () => {
    await post(app, author, { text: 'home only', visibility: 'home' });
    await post(app, author, { renoteId: fol.id });
    expect(await ids(app, 'notes/local-timeline', {})).toEqual([pub.id]);
    expect(await ids(app, 'notes/global-timeline', {})).toEqual([pub.id]);
  });

  it('notes/mentions lists mentions and direct notes of the recipient only', async () => {
    const mention = await post(app, author, { text: 'hi @recipient', visibility: 'followers' });
    expect(await ids(app, 'notes/mentions', {}, recipient)).toEqual([mention.id, spec.id]);
    expect(await ids(app, 'notes/mentions', { visibility: 'specified' }, recipient)).toEqual([spec.id]);
    expect(await ids(app, 'notes/mentions', {}, outsider)).toEqual([]);
    expect(await ids(app, 'notes/mentions', {}, follower)).toEqual([]);
  });

  it('refuses to renote someone else’s followers or specified note and to reply to an invisible one', async () => {
    const renoteFol = await api(app, 'notes/create', { i: follower.token, renoteId: fol.id });
    expect(errorOf(renoteFol)).toMatchObject({
      code: 'CANNOT_RENOTE_DUE_TO_VISIBILITY',
      id: 'be9529e9-fe72-4de0-ae43-0b363c4938af',
    });
    const renoteSpec = await api(app, 'notes/create', { i: recipient.token, renoteId: spec.id });
    expect(errorOf(renoteSpec).code).toBe('CANNOT_RENOTE_DUE_TO_VISIBILITY');
    // Someone who cannot see it is told it does not exist.
    const outsiderRenote = await api(app, 'notes/create', { i: outsider.token, renoteId: fol.id });
    expect(errorOf(outsiderRenote).code).toBe('NO_SUCH_RENOTE_TARGET');
    const reply = await api(app, 'notes/create', { i: outsider.token, text: 'hey', replyId: spec.id });
    expect(errorOf(reply)).toMatchObject({
      code: 'CANNOT_REPLY_TO_AN_INVISIBLE_NOTE',
      id: 'b98980fa-3780-406c-a935-b6d0eeee10d1',
    });
    const okReply = await api(app, 'notes/create', { i: recipient.token, text: 'thanks', replyId: spec.id });
    expect(okReply.statusCode).toBe(200);
  });

  it.each(everyone)(
    'notes/search and notes/search-by-tag find for %s only what they may see',
    async (who) => {
      const as = viewer(who);
      const tagged = {
        pub: await post(app, author, { text: 'secret plan #garden' }),
        fol: await post(app, author, { text: 'secret plan #garden', visibility: 'followers' }),
        spec: await post(app, author, {
          text: 'secret plan #garden',
          visibility: 'specified',
          visibleUserIds: [recipient.id],
        }),
      };
      const want = [tagged.spec.id, tagged.fol.id, tagged.pub.id].filter(
        (id) => id === tagged.pub.id || (id === tagged.fol.id ? expected[who].fol : expected[who].spec),
      );
      expect(await ids(app, 'notes/search', { query: 'SECRET plan' }, as)).toEqual(want);
      expect(await ids(app, 'notes/search-by-tag', { tag: 'Garden' }, as)).toEqual(want);
      expect(
        await ids(app, 'notes/search-by-tag', { query: [['garden', 'nothing'], ['garden']] }, as),
      ).toEqual(want);
    },
  );

  it('notes/search takes % and _ literally and answers UNAVAILABLE when searching is off', async () => {
    const percent = await post(app, author, { text: 'sale: 50% off' });
    expect(await ids(app, 'notes/search', { query: '50%' })).toEqual([percent.id]);
    expect(await ids(app, 'notes/search', { query: '_' })).toEqual([]);
    await setPolicies(app, author, { canSearchNotes: false }); // the first account is the admin
    const res = await api(app, 'notes/search', { query: 'sale' });
    expect(errorOf(res)).toMatchObject({ code: 'UNAVAILABLE', id: '0b44998d-77aa-4427-80d0-d2c9b8523011' });
  });

  it('notes/state and notes/delete tell nothing about a hidden note', async () => {
    expect((await api(app, 'notes/state', { i: outsider.token, noteId: fol.id })).json()).toEqual({
      isFavorited: false,
      isMutedThread: false,
    });
    const del = await api(app, 'notes/delete', { i: outsider.token, noteId: spec.id });
    expect(errorOf(del)).toMatchObject({ code: 'NO_SUCH_NOTE', id: '490be23f-8c1f-4796-819f-94cb4f9d1630' });
    const delVisible = await api(app, 'notes/delete', { i: follower.token, noteId: fol.id });
    expect(errorOf(delVisible)).toMatchObject({
      code: 'ACCESS_DENIED',
      id: 'fe8d7103-0ea8-4ec3-814d-f8b401dc69e9',
    });
  });
});
