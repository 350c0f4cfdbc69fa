import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, ids, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

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

const DAY = 24 * 60 * 60;

/** A public note of `who` dated `daysAgo` days back (the test moves its date). */
async function oldNote(who: TestAccount, daysAgo: number, params: Record<string, unknown> = {}) {
  const note = await post(app, who, { text: `${daysAgo} days ago`, ...params });
  const date = new Date(Date.now() - daysAgo * DAY * 1000).toISOString();
  app.instance.db.prepare('UPDATE notes SET created_at = ? WHERE id = ?').run(date, note.id);
  return note;
}

describe('i/update privacy settings', () => {
  it('stores each setting; i and the packed user report them', async () => {
    const me = await okAs<entities.MeDetailed>(app, 'i', alice);
    expect(me).toMatchObject({
      autoAcceptFollowed: false,
      hideOnlineStatus: false,
      isExplorable: true,
      noCrawle: false,
      preventAiLearning: true,
      followingVisibility: 'public',
      followersVisibility: 'public',
      makeNotesFollowersOnlyBefore: null,
      makeNotesHiddenBefore: null,
    });
    const changed = {
      autoAcceptFollowed: true,
      hideOnlineStatus: true,
      isExplorable: false,
      noCrawle: true,
      preventAiLearning: false,
      followingVisibility: 'followers',
      followersVisibility: 'private',
      makeNotesFollowersOnlyBefore: -7 * DAY,
      makeNotesHiddenBefore: 1_600_000_000,
    };
    expect(await okAs(app, 'i/update', alice, changed)).toMatchObject(changed);
    expect(await okAs(app, 'i', alice)).toMatchObject(changed);
    const seen = await okAs<entities.UserDetailed>(app, 'users/show', bob, { userId: alice.id });
    expect(seen).toMatchObject({
      followingVisibility: 'followers',
      followersVisibility: 'private',
      makeNotesFollowersOnlyBefore: -7 * DAY,
      makeNotesHiddenBefore: 1_600_000_000,
      onlineStatus: 'unknown',
    });
    // Clearing a limit with null.
    expect(await okAs(app, 'i/update', alice, { makeNotesHiddenBefore: null })).toMatchObject({
      makeNotesHiddenBefore: null,
      makeNotesFollowersOnlyBefore: -7 * DAY,
    });
  });

  it('refuses a visibility Misskey does not know', async () => {
    const res = await callAs(app, 'i/update', alice, { followersVisibility: 'friends' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_PARAM');
  });
});

describe('following and followers visibility', () => {
  it('"private" lets only the user see the lists; others get FORBIDDEN and no counts', async () => {
    follow(app, bob, alice);
    follow(app, alice, carol);
    await okAs(app, 'i/update', alice, { followingVisibility: 'private', followersVisibility: 'private' });
    for (const who of [bob, carol, null]) {
      const following = await callAs(app, 'users/following', who, { userId: alice.id });
      expect(following.statusCode).toBe(400);
      expect(errorOf(following).id).toBe('f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba');
      const followers = await callAs(app, 'users/followers', who, { userId: alice.id });
      expect(followers.statusCode).toBe(400);
      expect(errorOf(followers).id).toBe('3c6a84db-d619-26af-ca14-06232a21df8a');
    }
    expect(await okAs(app, 'users/show', bob, { userId: alice.id })).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
    expect(await okAs<unknown[]>(app, 'users/following', alice, { userId: alice.id })).toHaveLength(1);
    expect(await okAs<unknown[]>(app, 'users/followers', alice, { userId: alice.id })).toHaveLength(1);
    expect(await okAs(app, 'i', alice)).toMatchObject({ followersCount: 1, followingCount: 1 });
  });

  it('"followers" shows the lists to the user\'s followers only', async () => {
    follow(app, bob, alice);
    await okAs(app, 'i/update', alice, { followersVisibility: 'followers' });
    expect(await okAs<unknown[]>(app, 'users/followers', bob, { userId: alice.id })).toHaveLength(1);
    expect((await callAs(app, 'users/followers', carol, { userId: alice.id })).statusCode).toBe(400);
    expect((await callAs(app, 'users/followers', null, { userId: alice.id })).statusCode).toBe(400);
    expect(await okAs(app, 'users/show', bob, { userId: alice.id })).toMatchObject({ followersCount: 1 });
    expect(await okAs(app, 'users/show', carol, { userId: alice.id })).toMatchObject({ followersCount: 0 });
    // The following list stayed public.
    expect(await okAs<unknown[]>(app, 'users/following', carol, { userId: alice.id })).toHaveLength(0);
  });
});

describe('autoAcceptFollowed', () => {
  it('a locked account takes a follow from someone it follows without a request', async () => {
    await okAs(app, 'i/update', alice, { isLocked: true });
    follow(app, alice, bob);
    // Off: even a followed user must ask.
    await okAs(app, 'following/create', bob, { userId: alice.id });
    expect(await okAs(app, 'users/relation', bob, { userId: alice.id })).toMatchObject({
      isFollowing: false,
      hasPendingFollowRequestFromYou: true,
    });
    await okAs(app, 'following/requests/cancel', bob, { userId: alice.id });

    await okAs(app, 'i/update', alice, { autoAcceptFollowed: true });
    await okAs(app, 'following/create', bob, { userId: alice.id });
    expect(await okAs(app, 'users/relation', bob, { userId: alice.id })).toMatchObject({ isFollowing: true });
    // Someone alice does not follow still asks.
    await okAs(app, 'following/create', carol, { userId: alice.id });
    expect(await okAs(app, 'users/relation', carol, { userId: alice.id })).toMatchObject({
      isFollowing: false,
      hasPendingFollowRequestFromYou: true,
    });
  });
});

describe('makeNotesHiddenBefore and makeNotesFollowersOnlyBefore', () => {
  it('hide older notes from everyone but the author on every list and notes/show', async () => {
    follow(app, bob, alice);
    const old = await oldNote(alice, 10);
    const recent = await post(app, alice, { text: 'today' });
    const reply = await post(app, carol, { text: 'late reply', replyId: old.id });
    await okAs(app, 'i/update', alice, { makeNotesHiddenBefore: -7 * DAY });

    for (const who of [bob, carol, null]) {
      expect(await ids(app, 'users/notes', { userId: alice.id }, who ?? undefined)).toEqual([recent.id]);
      expect(await ids(app, 'notes/local-timeline', {}, who ?? undefined)).toEqual([recent.id]);
      expect(errorOf(await callAs(app, 'notes/show', who, { noteId: old.id })).code).toBe('NO_SUCH_NOTE');
    }
    expect(await ids(app, 'notes/timeline', {}, bob)).toEqual([recent.id]);
    expect(await ids(app, 'users/notes', { userId: alice.id }, alice)).toEqual([recent.id, old.id]);
    expect(await okAs(app, 'notes/show', alice, { noteId: old.id })).toMatchObject({ id: old.id });
    // A reply shows no hidden parent, and the hidden note cannot be replied to any more.
    expect((await okAs<entities.Note>(app, 'notes/show', bob, { noteId: reply.id })).reply).toBeNull();
    const refused = await callAs(app, 'notes/create', bob, { text: 'too late', replyId: old.id });
    expect(errorOf(refused).code).toBe('CANNOT_REPLY_TO_AN_INVISIBLE_NOTE');
  });

  it('make older public notes followers-only (a Unix time works as well as an age)', async () => {
    follow(app, bob, alice);
    const old = await oldNote(alice, 10);
    const recent = await post(app, alice, { text: 'today' });
    const fiveDaysAgo = Math.floor(Date.now() / 1000) - 5 * DAY;
    await okAs(app, 'i/update', alice, { makeNotesFollowersOnlyBefore: fiveDaysAgo });

    expect(await okAs(app, 'notes/show', bob, { noteId: old.id })).toMatchObject({ visibility: 'followers' });
    expect(await ids(app, 'users/notes', { userId: alice.id }, bob)).toEqual([recent.id, old.id]);
    for (const who of [carol, null]) {
      expect(await ids(app, 'users/notes', { userId: alice.id }, who ?? undefined)).toEqual([recent.id]);
      expect(errorOf(await callAs(app, 'notes/show', who, { noteId: old.id })).code).toBe('NO_SUCH_NOTE');
    }
    expect(await okAs(app, 'notes/show', alice, { noteId: old.id })).toMatchObject({ visibility: 'public' });
    expect(await okAs(app, 'notes/show', carol, { noteId: recent.id })).toMatchObject({
      visibility: 'public',
    });
  });

  it('streaming does not deliver a note a limit hides', async () => {
    const baseUrl = await listen(app);
    const socket = await TestSocket.open(baseUrl, carol.token);
    try {
      socket.send({ type: 'connect', body: { channel: 'localTimeline', id: 'ltl', params: {}, pong: true } });
      await socket.until(
        () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
        'ltl',
      );
      // A Unix time in the future hides even new notes.
      await okAs(app, 'i/update', alice, { makeNotesHiddenBefore: Math.floor(Date.now() / 1000) + DAY });
      const hidden = await post(app, alice, { text: 'hidden at once' });
      const marker = await post(app, bob, { text: 'marker' });
      const delivered = () => socket.channelMessages('ltl', 'note').map((n) => (n as entities.Note).id);
      await socket.until(() => delivered().includes(marker.id), 'the marker note');
      expect(delivered()).not.toContain(hidden.id);
    } finally {
      socket.close();
    }
  });
});

describe('noCrawle', () => {
  it('the profile page of a user who asked says noindex to crawlers; others do not', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shiori-privacy-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shiori</title>');
    const web = await createTestApp({ config: defaultConfig({ clientDist: dist }) });
    try {
      const dave = await signup(web, 'dave', 'pw-secret');
      await signup(web, 'erin', 'pw-secret');
      await okAs(web, 'i/update', dave, { noCrawle: true });
      for (const path of ['/@dave', '/@dave/notes', '/@Dave?x=1']) {
        const page = await web.inject({ method: 'GET', url: path });
        expect(page.statusCode).toBe(200);
        expect(page.headers['x-robots-tag']).toBe('noindex');
      }
      expect((await web.inject({ method: 'GET', url: '/@erin' })).headers['x-robots-tag']).toBeUndefined();
      expect((await web.inject({ method: 'GET', url: '/' })).headers['x-robots-tag']).toBeUndefined();
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('isExplorable', () => {
  it('a user who is not explorable is left out of the users listing', async () => {
    await okAs(app, 'i/update', bob, { isExplorable: false });
    const listed = await okAs<entities.UserDetailed[]>(app, 'users', null, { origin: 'local' });
    expect(listed.map((u) => u.username).sort()).toEqual(['alice', 'carol']);
  });
});
