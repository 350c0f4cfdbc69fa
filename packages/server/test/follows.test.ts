import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let db: Database;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeEach(async () => {
  db = openDatabase(':memory:');
  app = await createTestApp({ db });
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
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

const lock = (user: TestAccount) => db.prepare('UPDATE users SET is_locked = 1 WHERE id = ?').run(user.id);

type Notification = { type: string; userId?: string; user?: { id: string } };

describe('following/create and following/delete', () => {
  it('follows a user, answering the followee as UserLite and updating both sides', async () => {
    const followee = await ok<{ id: string; username: string }>('following/create', alice, {
      userId: bob.id,
    });
    expect(followee).toMatchObject({ id: bob.id, username: 'bob' });

    const bobSeenByAlice = await ok<Record<string, unknown>>('users/show', alice, { userId: bob.id });
    expect(bobSeenByAlice).toMatchObject({
      isFollowing: true,
      isFollowed: false,
      hasPendingFollowRequestFromYou: false,
      hasPendingFollowRequestToYou: false,
      followersCount: 1,
      followingCount: 0,
    });
    const aliceSeenByBob = await ok<Record<string, unknown>>('users/show', bob, { userId: alice.id });
    expect(aliceSeenByBob).toMatchObject({ isFollowing: false, isFollowed: true, followingCount: 1 });
    const me = await ok<Record<string, unknown>>('i', alice);
    expect(me).toMatchObject({ followingCount: 1, followersCount: 0, notesCount: 0 });

    await ok('notes/create', bob, { text: 'counted' });
    expect(await ok('users/show', null, { userId: bob.id })).toMatchObject({
      notesCount: 1,
      followersCount: 1,
    });
  });

  it('notifies the followee with a follow notification', async () => {
    await ok('following/create', alice, { userId: bob.id });
    // Bob's first request of the day also earns followers1 (achievements.test.ts).
    const list = await ok<Notification[]>('i/notifications', bob, { excludeTypes: ['achievementEarned'] });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'follow',
      userId: alice.id,
      user: { id: alice.id, username: 'alice' },
    });
  });

  it('refuses following yourself, a user already followed and an unknown user with Misskey errors', async () => {
    const self = await call('following/create', alice, { userId: alice.id });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toMatchObject({
      code: 'FOLLOWEE_IS_YOURSELF',
      id: '26fbe7bb-a331-4857-af17-205b426669a9',
    });

    await ok('following/create', alice, { userId: bob.id });
    const again = await call('following/create', alice, { userId: bob.id });
    expect(errorOf(again)).toMatchObject({
      code: 'ALREADY_FOLLOWING',
      id: '35387507-38c7-4cb9-9197-300b93783fa0',
    });

    const nobody = await call('following/create', alice, { userId: 'nonexistent' });
    expect(errorOf(nobody)).toMatchObject({
      code: 'NO_SUCH_USER',
      id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    });
  });

  it('requires a signed-in user', async () => {
    const res = await call('following/create', null, { userId: bob.id });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('CREDENTIAL_REQUIRED');
  });

  it('unfollows, and refuses to unfollow someone not followed', async () => {
    await ok('following/create', alice, { userId: bob.id });
    const res = await ok<{ id: string }>('following/delete', alice, { userId: bob.id });
    expect(res.id).toBe(bob.id);
    expect(await ok('users/relation', alice, { userId: bob.id })).toMatchObject({ isFollowing: false });
    expect(await ok('users/show', alice, { userId: bob.id })).toMatchObject({ followersCount: 0 });

    const again = await call('following/delete', alice, { userId: bob.id });
    expect(errorOf(again)).toMatchObject({
      code: 'NOT_FOLLOWING',
      id: '5dbf82f5-c92b-40b1-87d1-6c8c0741fd09',
    });
    const self = await call('following/delete', alice, { userId: alice.id });
    expect(errorOf(self)).toMatchObject({
      code: 'FOLLOWEE_IS_YOURSELF',
      id: 'd9e400b9-36b0-4808-b1d8-79e707f1296c',
    });
    const nobody = await call('following/delete', alice, { userId: 'nonexistent' });
    expect(errorOf(nobody)).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '5b12c78d-2b28-4dca-99d2-f56139b42ff8',
    });
  });
});

describe('locked accounts and follow requests', () => {
  it('turns following a locked account into a pending request the followee is told about', async () => {
    lock(bob);
    await ok('following/create', alice, { userId: bob.id });
    expect(await ok('users/show', alice, { userId: bob.id })).toMatchObject({
      isLocked: true,
      isFollowing: false,
      hasPendingFollowRequestFromYou: true,
      followersCount: 0,
    });
    expect(await ok('users/show', bob, { userId: alice.id })).toMatchObject({
      hasPendingFollowRequestToYou: true,
    });
    expect(await ok('i', bob)).toMatchObject({ hasPendingReceivedFollowRequest: true });

    const requests = await ok<{ id: string; follower: { id: string }; followee: { id: string } }[]>(
      'following/requests/list',
      bob,
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ follower: { id: alice.id }, followee: { id: bob.id } });

    const notes = await ok<Notification[]>('i/notifications', bob);
    expect(notes.map((n) => n.type)).toEqual(['receiveFollowRequest']);
  });

  it('accepting a request makes the follow and tells the follower', async () => {
    lock(bob);
    await ok('following/create', alice, { userId: bob.id });
    await ok('following/requests/accept', bob, { userId: alice.id });
    expect(await ok('users/relation', alice, { userId: bob.id })).toMatchObject({
      isFollowing: true,
      hasPendingFollowRequestFromYou: false,
    });
    expect(await ok('following/requests/list', bob)).toEqual([]);
    const notes = await ok<Notification[]>('i/notifications', alice);
    expect(notes[0]).toMatchObject({ type: 'followRequestAccepted', userId: bob.id, message: null });

    const none = await call('following/requests/accept', bob, { userId: carol.id });
    expect(errorOf(none)).toMatchObject({
      code: 'NO_FOLLOW_REQUEST',
      id: 'bcde4f8b-0913-4614-8881-614e522fb041',
    });
  });

  it('rejecting or cancelling a request removes it without a follow', async () => {
    lock(bob);
    await ok('following/create', alice, { userId: bob.id });
    await ok('following/requests/reject', bob, { userId: alice.id });
    expect(await ok('users/relation', alice, { userId: bob.id })).toMatchObject({
      isFollowing: false,
      hasPendingFollowRequestFromYou: false,
    });

    await ok('following/create', carol, { userId: bob.id });
    await ok('following/requests/cancel', carol, { userId: bob.id });
    expect(await ok('following/requests/list', bob)).toEqual([]);
    const again = await call('following/requests/cancel', carol, { userId: bob.id });
    expect(errorOf(again)).toMatchObject({ code: 'FOLLOW_REQUEST_NOT_FOUND' });
  });
});

describe('users/followers and users/following', () => {
  it('lists follows newest first with the Misskey Following shape, paginated without gaps', async () => {
    await ok('following/create', alice, { userId: carol.id });
    await ok('following/create', bob, { userId: carol.id });
    const followers = await ok<Record<string, unknown>[]>('users/followers', null, { userId: carol.id });
    expect(followers.map((f) => f.followerId)).toEqual([bob.id, alice.id]);
    expect(Object.keys(followers[0] ?? {}).sort()).toEqual([
      'createdAt',
      'followeeId',
      'follower',
      'followerId',
      'id',
    ]);
    expect(followers[0]).toMatchObject({ followeeId: carol.id, follower: { id: bob.id, username: 'bob' } });

    const first = await ok<{ id: string; followerId: string }[]>('users/followers', null, {
      userId: carol.id,
      limit: 1,
    });
    const second = await ok<{ id: string; followerId: string }[]>('users/followers', null, {
      userId: carol.id,
      limit: 1,
      untilId: first[0]?.id,
    });
    expect([...first, ...second].map((f) => f.followerId)).toEqual([bob.id, alice.id]);

    const following = await ok<Record<string, unknown>[]>('users/following', null, {
      username: 'alice',
      host: null,
    });
    expect(following).toHaveLength(1);
    expect(following[0]).toMatchObject({ followerId: alice.id, followee: { id: carol.id } });
    expect(following[0]).not.toHaveProperty('follower');

    // Listed as seen by alice herself: still the not-me shape, without her private fields.
    const mine = await ok<{ follower: Record<string, unknown> }[]>('users/followers', alice, {
      userId: carol.id,
    });
    expect(mine[1]?.follower.id).toBe(alice.id);
    expect(mine[1]?.follower).not.toHaveProperty('unreadNotificationsCount');
    expect(mine[0]?.follower).toMatchObject({ isFollowing: false, isFollowed: false });
  });

  it('answers NO_SUCH_USER for an unknown user', async () => {
    const res = await call('users/followers', null, { userId: 'nope' });
    expect(errorOf(res)).toMatchObject({ code: 'NO_SUCH_USER', id: '27fa5435-88ab-43de-9360-387de88727cd' });
    const res2 = await call('users/following', null, { userId: 'nope' });
    expect(errorOf(res2)).toMatchObject({ code: 'NO_SUCH_USER', id: '63e4aba4-4156-4e53-be25-c9559e42d71b' });
  });
});

describe('users/relation', () => {
  it('answers one relation for an id and a list for an array', async () => {
    await ok('following/create', alice, { userId: bob.id });
    await ok('following/create', carol, { userId: alice.id });
    const one = await ok('users/relation', alice, { userId: bob.id });
    expect(one).toEqual({
      id: bob.id,
      isFollowing: true,
      hasPendingFollowRequestFromYou: false,
      hasPendingFollowRequestToYou: false,
      isFollowed: false,
      isBlocking: false,
      isBlocked: false,
      isMuted: false,
      isRenoteMuted: false,
    });
    const many = await ok<{ id: string; isFollowing: boolean; isFollowed: boolean }[]>(
      'users/relation',
      alice,
      {
        userId: [bob.id, carol.id],
      },
    );
    expect(many.map((r) => [r.id, r.isFollowing, r.isFollowed])).toEqual([
      [bob.id, true, false],
      [carol.id, false, true],
    ]);
  });
});
