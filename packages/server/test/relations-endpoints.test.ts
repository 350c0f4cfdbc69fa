import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';

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

const call = (endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  callAs(app, endpoint, who, body);
const ok = <T = unknown>(endpoint: string, who: TestAccount | null, body: Record<string, unknown> = {}) =>
  okAs<T>(app, endpoint, who, body);
const relation = (who: TestAccount, userId: string) =>
  ok<{
    isMuted: boolean;
    isRenoteMuted: boolean;
    isBlocking: boolean;
    isBlocked: boolean;
    isFollowing: boolean;
  }>('users/relation', who, { userId });

async function expectError(res: Awaited<ReturnType<typeof call>>, code: string, id: string, status = 400) {
  expect(res.statusCode).toBe(status);
  expect(errorOf(res)).toMatchObject({ code, id });
}

describe('mute/*', () => {
  it('mutes, lists with the Muting shape, reports the relation and unmutes', async () => {
    expect(await relation(alice, bob.id)).toMatchObject({ isMuted: false });
    expect((await call('mute/create', alice, { userId: bob.id })).statusCode).toBe(204);
    expect(await relation(alice, bob.id)).toMatchObject({ isMuted: true, isBlocking: false });
    // Only the muter's relation changes.
    expect(await relation(bob, alice.id)).toMatchObject({ isMuted: false });
    const list = await ok<entities.Muting[]>('mute/list', alice);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ muteeId: bob.id, expiresAt: null, mutee: { id: bob.id, isMuted: true } });
    expect(typeof list[0]?.id).toBe('string');
    expect(
      (await ok<entities.UserDetailed>('users/show', alice, { userId: bob.id })) as object,
    ).toMatchObject({
      isMuted: true,
    });
    expect((await call('mute/delete', alice, { userId: bob.id })).statusCode).toBe(204);
    expect(await relation(alice, bob.id)).toMatchObject({ isMuted: false });
    expect(await ok<entities.Muting[]>('mute/list', alice)).toEqual([]);
  });

  it("answers Misskey's errors: yourself, no such user, already muting, not muting", async () => {
    await expectError(
      await call('mute/create', alice, { userId: alice.id }),
      'MUTEE_IS_YOURSELF',
      'a4619cb2-5f23-484b-9301-94c903074e10',
    );
    await expectError(
      await call('mute/create', alice, { userId: 'nobody' }),
      'NO_SUCH_USER',
      '6fef56f3-e765-4957-88e5-c6f65329b8a5',
    );
    await ok('mute/create', alice, { userId: bob.id });
    await expectError(
      await call('mute/create', alice, { userId: bob.id }),
      'ALREADY_MUTING',
      '7e7359cb-160c-4956-b08f-4d1c653cd007',
    );
    await expectError(
      await call('mute/delete', alice, { userId: carol.id }),
      'NOT_MUTING',
      '5467d020-daa9-4553-81e1-135c0c35a96d',
    );
    await expectError(
      await call('mute/delete', alice, { userId: alice.id }),
      'MUTEE_IS_YOURSELF',
      'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9',
    );
    await expectError(
      await call('mute/delete', alice, { userId: 'nobody' }),
      'NO_SUCH_USER',
      'b851d00b-8ab1-4a56-8b1b-e24187cb48ef',
    );
  });

  it('needs a credential and a userId', async () => {
    for (const endpoint of ['mute/create', 'mute/delete', 'mute/list', 'renote-mute/list', 'blocking/list']) {
      const res = await call(endpoint, null, { userId: bob.id });
      expect(res.statusCode, endpoint).toBe(401);
    }
    expect(errorOf(await call('mute/create', alice, {})).code).toBe('INVALID_PARAM');
    expect(errorOf(await call('mute/create', alice, { userId: bob.id, expiresAt: 'soon' })).code).toBe(
      'INVALID_PARAM',
    );
    expect(errorOf(await call('mute/list', alice, { limit: 101 })).code).toBe('INVALID_PARAM');
  });

  it('keeps an expiry, ignores one already past, and drops an expired mute at once', async () => {
    const later = Date.now() + 60 * 60 * 1000;
    await ok('mute/create', alice, { userId: bob.id, expiresAt: later });
    const [muting] = await ok<entities.Muting[]>('mute/list', alice);
    expect(muting?.expiresAt).toBe(new Date(later).toISOString());

    // An expiry in the past mutes nothing, as in Misskey.
    expect(
      (await call('mute/create', alice, { userId: carol.id, expiresAt: Date.now() - 1000 })).statusCode,
    ).toBe(204);
    expect(await relation(alice, carol.id)).toMatchObject({ isMuted: false });

    // Time passes: the stored expiry is now behind us.
    app.instance.db.prepare('UPDATE mutings SET expires_at = ?').run(new Date(Date.now() - 1).toISOString());
    expect(await relation(alice, bob.id)).toMatchObject({ isMuted: false });
    expect(await ok<entities.Muting[]>('mute/list', alice)).toEqual([]);
    expect(app.instance.db.prepare('SELECT COUNT(*) FROM mutings').pluck().get()).toBe(0);
    // …and the user can be muted again.
    expect((await call('mute/create', alice, { userId: bob.id })).statusCode).toBe(204);
  });

  it('pages the list by id, newest first', async () => {
    await ok('mute/create', alice, { userId: bob.id });
    await ok('mute/create', alice, { userId: carol.id });
    const all = await ok<entities.Muting[]>('mute/list', alice);
    expect(all.map((m) => m.muteeId)).toEqual([carol.id, bob.id]);
    const next = await ok<entities.Muting[]>('mute/list', alice, { untilId: all[0]?.id, limit: 1 });
    expect(next.map((m) => m.muteeId)).toEqual([bob.id]);
  });
});

describe('renote-mute/*', () => {
  it('mutes renotes, lists them, reports the relation and unmutes', async () => {
    expect((await call('renote-mute/create', alice, { userId: bob.id })).statusCode).toBe(204);
    expect(await relation(alice, bob.id)).toMatchObject({ isRenoteMuted: true, isMuted: false });
    const list = await ok<entities.RenoteMuting[]>('renote-mute/list', alice);
    expect(list).toMatchObject([{ muteeId: bob.id, mutee: { id: bob.id, isRenoteMuted: true } }]);
    await expectError(
      await call('renote-mute/create', alice, { userId: bob.id }),
      'ALREADY_MUTING',
      'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b',
    );
    expect((await call('renote-mute/delete', alice, { userId: bob.id })).statusCode).toBe(204);
    await expectError(
      await call('renote-mute/delete', alice, { userId: bob.id }),
      'NOT_MUTING',
      '2e4ef874-8bf0-4b4b-b069-4598f6d05817',
    );
    expect(await relation(alice, bob.id)).toMatchObject({ isRenoteMuted: false });
  });

  it("answers Misskey's errors for yourself and unknown users", async () => {
    await expectError(
      await call('renote-mute/create', alice, { userId: alice.id }),
      'MUTEE_IS_YOURSELF',
      '37285718-52f7-4aef-b7de-c38b8e8a8420',
    );
    await expectError(
      await call('renote-mute/create', alice, { userId: 'nobody' }),
      'NO_SUCH_USER',
      '5e0a5dff-1e94-4202-87ae-4d9c89eb2271',
    );
    await expectError(
      await call('renote-mute/delete', alice, { userId: alice.id }),
      'MUTEE_IS_YOURSELF',
      '619b1314-0850-4597-a242-e245f3da42af',
    );
    await expectError(
      await call('renote-mute/delete', alice, { userId: 'nobody' }),
      'NO_SUCH_USER',
      '9b6728cf-638c-4aa1-bedb-e07d8101474d',
    );
  });
});

describe('blocking/*', () => {
  it('blocks (answering the blockee as now seen), lists, reports both sides and unblocks', async () => {
    const blockee = await ok<entities.UserDetailedNotMe & { isBlocking: boolean }>('blocking/create', alice, {
      userId: bob.id,
    });
    expect(blockee).toMatchObject({ id: bob.id, isBlocking: true, isBlocked: false });
    expect(await relation(alice, bob.id)).toMatchObject({ isBlocking: true, isBlocked: false });
    expect(await relation(bob, alice.id)).toMatchObject({ isBlocking: false, isBlocked: true });
    const list = await ok<entities.Blocking[]>('blocking/list', alice);
    expect(list).toMatchObject([{ blockeeId: bob.id, blockee: { id: bob.id } }]);
    expect(await ok<entities.Blocking[]>('blocking/list', bob)).toEqual([]);
    const after = await ok<{ isBlocking: boolean }>('blocking/delete', alice, { userId: bob.id });
    expect(after).toMatchObject({ id: bob.id, isBlocking: false });
    expect(await relation(bob, alice.id)).toMatchObject({ isBlocked: false });
  });

  it("answers Misskey's errors", async () => {
    await expectError(
      await call('blocking/create', alice, { userId: alice.id }),
      'BLOCKEE_IS_YOURSELF',
      '88b19138-f28d-42c0-8499-6a31bbd0fdc6',
    );
    await expectError(
      await call('blocking/create', alice, { userId: 'nobody' }),
      'NO_SUCH_USER',
      '7cc4f851-e2f1-4621-9633-ec9e1d00c01e',
    );
    await ok('blocking/create', alice, { userId: bob.id });
    await expectError(
      await call('blocking/create', alice, { userId: bob.id }),
      'ALREADY_BLOCKING',
      '787fed64-acb9-464a-82eb-afbd745b9614',
    );
    await expectError(
      await call('blocking/delete', alice, { userId: carol.id }),
      'NOT_BLOCKING',
      '291b2efa-60c6-45c0-9f6a-045c8f9b02cd',
    );
    await expectError(
      await call('blocking/delete', alice, { userId: alice.id }),
      'BLOCKEE_IS_YOURSELF',
      '06f6fac6-524b-473c-a354-e97a40ae6eac',
    );
    await expectError(
      await call('blocking/delete', alice, { userId: 'nobody' }),
      'NO_SUCH_USER',
      '8621d8bf-c358-4303-a066-5ea78610eb3f',
    );
    expect((await call('blocking/create', null, { userId: bob.id })).statusCode).toBe(401);
  });

  it('ends follows both ways and pending follow requests', async () => {
    follow(app, alice, bob);
    follow(app, bob, alice);
    await ok('i/update', carol, { isLocked: true });
    await ok('following/create', alice, { userId: carol.id });
    expect((await relation(carol, alice.id)) as object).toMatchObject({ hasPendingFollowRequestToYou: true });
    await ok('blocking/create', alice, { userId: bob.id });
    await ok('blocking/create', carol, { userId: alice.id });
    expect(await relation(alice, bob.id)).toMatchObject({ isFollowing: false, isFollowed: false });
    expect((await relation(carol, alice.id)) as object).toMatchObject({
      hasPendingFollowRequestToYou: false,
    });
    const counts = await ok<entities.UserDetailed>('users/show', carol, { userId: bob.id });
    expect(counts.followersCount).toBe(0);
    expect(counts.followingCount).toBe(0);
  });
});

describe('blocking and lists', () => {
  it("takes the blocker out of the blockee's lists, not the other way round", async () => {
    const bobsList = await ok<entities.UserList>('users/lists/create', bob, { name: 'friends' });
    const alicesList = await ok<entities.UserList>('users/lists/create', alice, { name: 'people' });
    await ok('users/lists/push', bob, { listId: bobsList.id, userId: alice.id });
    await ok('users/lists/push', alice, { listId: alicesList.id, userId: bob.id });
    await ok('blocking/create', alice, { userId: bob.id });
    const members = async (who: TestAccount, listId: string) =>
      (await ok<entities.UserList>('users/lists/show', who, { listId })).userIds;
    expect(await members(bob, bobsList.id)).toEqual([]);
    expect(await members(alice, alicesList.id)).toEqual([bob.id]);
  });
});

describe('notes/thread-muting/*', () => {
  it('mutes and unmutes the thread of any note in it, shown by notes/state', async () => {
    const root = await post(app, bob, { text: 'root' });
    const reply = await post(app, carol, { text: 'reply', replyId: root.id });
    const state = () => ok<{ isMutedThread: boolean }>('notes/state', alice, { noteId: root.id });
    expect(await state()).toMatchObject({ isMutedThread: false });
    expect((await call('notes/thread-muting/create', alice, { noteId: reply.id })).statusCode).toBe(204);
    expect(await state()).toMatchObject({ isMutedThread: true });
    expect(await ok('notes/state', bob, { noteId: reply.id })).toMatchObject({ isMutedThread: false });
    expect((await call('notes/thread-muting/delete', alice, { noteId: root.id })).statusCode).toBe(204);
    expect(await state()).toMatchObject({ isMutedThread: false });
  });

  it("reads the thread's unread mentions", async () => {
    const root = await post(app, bob, { text: 'root' });
    await post(app, carol, { text: '@alice see', replyId: root.id });
    expect((await ok<entities.MeDetailed>('i', alice)).hasUnreadMentions).toBe(true);
    await ok('notes/thread-muting/create', alice, { noteId: root.id });
    expect((await ok<entities.MeDetailed>('i', alice)).hasUnreadMentions).toBe(false);
  });

  it("answers Misskey's errors for unknown and invisible notes, and needs a credential", async () => {
    await expectError(
      await call('notes/thread-muting/create', alice, { noteId: 'nothing' }),
      'NO_SUCH_NOTE',
      '5ff67ada-ed3b-2e71-8e87-a1a421e177d2',
    );
    await expectError(
      await call('notes/thread-muting/delete', alice, { noteId: 'nothing' }),
      'NO_SUCH_NOTE',
      'bddd57ac-ceb3-b29d-4334-86ea5fae481a',
    );
    const secret = await post(app, bob, { text: 'only me', visibility: 'specified' });
    await expectError(
      await call('notes/thread-muting/create', alice, { noteId: secret.id }),
      'NO_SUCH_NOTE',
      '5ff67ada-ed3b-2e71-8e87-a1a421e177d2',
    );
    expect((await call('notes/thread-muting/create', null, { noteId: secret.id })).statusCode).toBe(401);
  });
});
