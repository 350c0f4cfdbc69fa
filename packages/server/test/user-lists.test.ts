import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { setPolicies } from './notes-helpers.js';

let app: FastifyInstance;
let alice: TestAccount; // the first account: the admin
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

type ShownList = entities.UserList & { likedCount?: number; isLiked?: boolean };

const makeList = (who: TestAccount, name = 'friends') =>
  ok<entities.UserList>('users/lists/create', who, { name });

async function expectError(
  endpoint: string,
  who: TestAccount | null,
  body: Record<string, unknown>,
  code: string,
  id?: string,
) {
  const res = await call(endpoint, who, body);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(errorOf(res).code).toBe(code);
  if (id) expect(errorOf(res).id).toBe(id);
}

describe('users/lists', () => {
  it('creates, lists, shows, renames, publishes and deletes a list with the Misskey shape', async () => {
    const list = await makeList(bob, 'Friends');
    expect(Object.keys(list).sort()).toEqual(['createdAt', 'id', 'isPublic', 'name', 'userIds']);
    expect(list).toMatchObject({ name: 'Friends', isPublic: false, userIds: [] });
    expect(Number.isNaN(Date.parse(list.createdAt))).toBe(false);

    expect((await ok<entities.UserList[]>('users/lists/list', bob)).map((l) => l.id)).toEqual([list.id]);
    expect(await ok('users/lists/show', bob, { listId: list.id })).toEqual(list);

    const renamed = await ok<entities.UserList>('users/lists/update', bob, { listId: list.id, name: 'Pals' });
    expect(renamed).toMatchObject({ name: 'Pals', isPublic: false });
    // Only the fields given change.
    expect(
      await ok<entities.UserList>('users/lists/update', bob, { listId: list.id, isPublic: true }),
    ).toMatchObject({ name: 'Pals', isPublic: true });

    expect(await call('users/lists/delete', bob, { listId: list.id })).toHaveProperty('statusCode', 204);
    expect(await ok('users/lists/list', bob)).toEqual([]);
    await expectError('users/lists/show', bob, { listId: list.id }, 'NO_SUCH_LIST');
  });

  it('refuses bad input', async () => {
    await expectError('users/lists/create', bob, { name: '' }, 'INVALID_PARAM');
    await expectError('users/lists/create', bob, { name: 'x'.repeat(101) }, 'INVALID_PARAM');
    await expectError('users/lists/create', bob, {}, 'INVALID_PARAM');
    const list = await makeList(bob);
    await expectError('users/lists/update', bob, { listId: list.id, isPublic: 'yes' }, 'INVALID_PARAM');
    await expectError('users/lists/push', bob, { listId: list.id }, 'INVALID_PARAM');
    await expectError('users/lists/get-memberships', bob, { listId: list.id, limit: 101 }, 'INVALID_PARAM');
    // list needs a user when signed out (Misskey's own INVALID_PARAM id).
    await expectError('users/lists/list', null, {}, 'INVALID_PARAM', 'ab36de0e-29e9-48cb-9732-d82f1281620d');
    await expectError('users/lists/list', null, { userId: 'nobody' }, 'NO_SUCH_USER');
  });

  it('requires sign-in for every write and for the timeline', async () => {
    const list = await makeList(bob);
    for (const endpoint of [
      'users/lists/create',
      'users/lists/update',
      'users/lists/delete',
      'users/lists/push',
      'users/lists/pull',
      'users/lists/favorite',
      'users/lists/unfavorite',
      'users/lists/update-membership',
      'users/lists/create-from-public',
      'notes/user-list-timeline',
    ]) {
      const res = await call(endpoint, null, { listId: list.id, userId: carol.id, name: 'x' });
      expect(res.statusCode, endpoint).toBe(401);
    }
  });

  it("answers someone else's private list as missing, with each endpoint's Misskey id", async () => {
    const list = await makeList(bob);
    await ok('users/lists/push', bob, { listId: list.id, userId: carol.id });
    const cases: [string, Record<string, unknown>, string][] = [
      ['users/lists/show', {}, '7bc05c21-1d7a-41ae-88f1-66820f4dc686'],
      ['users/lists/show', { forPublic: true }, '7bc05c21-1d7a-41ae-88f1-66820f4dc686'],
      ['users/lists/get-memberships', {}, '7bc05c21-1d7a-41ae-88f1-66820f4dc686'],
      ['users/lists/get-memberships', { forPublic: true }, '7bc05c21-1d7a-41ae-88f1-66820f4dc686'],
      ['users/lists/update', { name: 'mine' }, '796666fe-3dff-4d39-becb-8a5932c1d5b7'],
      ['users/lists/delete', {}, '78436795-db79-42f5-b1e2-55ea2cf19166'],
      ['users/lists/push', { userId: alice.id }, '2214501d-ac96-4049-b717-91e42272a711'],
      ['users/lists/pull', { userId: carol.id }, '7f44670e-ab16-43b8-b4c1-ccd2ee89cc02'],
      [
        'users/lists/update-membership',
        { userId: carol.id, withReplies: true },
        '7f44670e-ab16-43b8-b4c1-ccd2ee89cc02',
      ],
      ['notes/user-list-timeline', {}, '8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff'],
      ['users/lists/create-from-public', { name: 'copy' }, '9292f798-6175-4f7d-93f4-b6742279667d'],
    ];
    for (const [endpoint, body, id] of cases) {
      await expectError(endpoint, alice, { listId: list.id, ...body }, 'NO_SUCH_LIST', id);
    }
    await expectError('users/lists/show', null, { listId: list.id }, 'NO_SUCH_LIST');
    await expectError('users/lists/favorite', alice, { listId: list.id }, 'NO_SUCH_USER_LIST');
    // Nothing changed.
    expect(await ok('users/lists/show', bob, { listId: list.id })).toMatchObject({
      name: 'friends',
      userIds: [carol.id],
    });
    // Others see only public lists in users/lists/list, the owner too when asking by userId.
    expect(await ok('users/lists/list', alice, { userId: bob.id })).toEqual([]);
    expect(await ok('users/lists/list', bob, { userId: bob.id })).toEqual([]);
  });

  it('pushes and pulls members, with memberships and withReplies', async () => {
    const list = await makeList(bob);
    expect(await call('users/lists/push', bob, { listId: list.id, userId: carol.id })).toHaveProperty(
      'statusCode',
      204,
    );
    await ok('users/lists/push', bob, { listId: list.id, userId: bob.id }); // oneself is allowed
    await expectError('users/lists/push', bob, { listId: list.id, userId: carol.id }, 'ALREADY_ADDED');
    await expectError('users/lists/push', bob, { listId: list.id, userId: 'nobody' }, 'NO_SUCH_USER');

    const memberships = await ok<entities.UsersListsGetMembershipsResponse>(
      'users/lists/get-memberships',
      bob,
      {
        listId: list.id,
      },
    );
    expect(memberships.map((m) => m.userId)).toEqual([bob.id, carol.id]); // newest first
    expect(memberships[1]).toMatchObject({
      userId: carol.id,
      user: { username: 'carol' },
      withReplies: false,
    });
    expect(Object.keys(memberships[1] ?? {}).sort()).toEqual([
      'createdAt',
      'id',
      'user',
      'userId',
      'withReplies',
    ]);
    const page = await ok<entities.UsersListsGetMembershipsResponse>('users/lists/get-memberships', bob, {
      listId: list.id,
      limit: 1,
      untilId: memberships[0]?.id,
    });
    expect(page.map((m) => m.userId)).toEqual([carol.id]);

    await ok('users/lists/update-membership', bob, { listId: list.id, userId: carol.id, withReplies: true });
    const after = await ok<entities.UsersListsGetMembershipsResponse>('users/lists/get-memberships', bob, {
      listId: list.id,
    });
    expect(after.find((m) => m.userId === carol.id)?.withReplies).toBe(true);
    await expectError(
      'users/lists/update-membership',
      bob,
      { listId: list.id, userId: alice.id, withReplies: true },
      'NO_SUCH_USER',
    );

    await ok('users/lists/pull', bob, { listId: list.id, userId: carol.id });
    expect((await ok<entities.UserList>('users/lists/show', bob, { listId: list.id })).userIds).toEqual([
      bob.id,
    ]);
    // Pulling someone who is not there is quietly fine, as in Misskey.
    await ok('users/lists/pull', bob, { listId: list.id, userId: carol.id });
  });

  it('enforces userListLimit and userEachUserListsLimit with Misskey errors', async () => {
    await setPolicies(app, alice, { userListLimit: 1, userEachUserListsLimit: 1 });
    const list = await makeList(bob);
    await expectError(
      'users/lists/create',
      bob,
      { name: 'second' },
      'TOO_MANY_USERLISTS',
      '0cf21a28-7715-4f39-a20d-777bfdb8d138',
    );
    await ok('users/lists/push', bob, { listId: list.id, userId: carol.id });
    await expectError(
      'users/lists/push',
      bob,
      { listId: list.id, userId: alice.id },
      'TOO_MANY_USERS',
      '2dd9752e-a338-413d-8eec-41814430989b',
    );
    // Deleting frees the slot.
    await ok('users/lists/delete', bob, { listId: list.id });
    await makeList(bob, 'again');
  });

  it('refuses to push a user who blocks the owner', async () => {
    const list = await makeList(bob);
    await ok('blocking/create', carol, { userId: bob.id });
    await expectError(
      'users/lists/push',
      bob,
      { listId: list.id, userId: carol.id },
      'YOU_HAVE_BEEN_BLOCKED',
      '990232c5-3f9d-4d83-9f3f-ef27b6332a4b',
    );
    expect((await ok<entities.UserList>('users/lists/show', bob, { listId: list.id })).userIds).toEqual([]);
  });

  it('shows public lists to anyone with likes, and copies them', async () => {
    const list = await makeList(bob, 'Cats');
    await ok('users/lists/push', bob, { listId: list.id, userId: carol.id });
    await ok('users/lists/update', bob, { listId: list.id, isPublic: true });

    expect(await ok<ShownList>('users/lists/show', null, { listId: list.id })).toEqual({
      ...list,
      isPublic: true,
      userIds: [carol.id],
    });
    expect(await ok<ShownList>('users/lists/show', null, { listId: list.id, forPublic: true })).toMatchObject(
      {
        likedCount: 0,
        isLiked: false,
      },
    );
    expect(
      (await ok<entities.UserList[]>('users/lists/list', null, { userId: bob.id })).map((l) => l.id),
    ).toEqual([list.id]);
    const members = await ok<entities.UsersListsGetMembershipsResponse>('users/lists/get-memberships', null, {
      listId: list.id,
      forPublic: true,
    });
    expect(members.map((m) => m.userId)).toEqual([carol.id]);
    // The owner's own view of it has no like fields; others must ask forPublic.
    expect(await ok('users/lists/show', bob, { listId: list.id })).not.toHaveProperty('likedCount');
    await expectError('users/lists/show', alice, { listId: list.id }, 'NO_SUCH_LIST');

    expect(await call('users/lists/favorite', alice, { listId: list.id })).toHaveProperty('statusCode', 204);
    await expectError('users/lists/favorite', alice, { listId: list.id }, 'ALREADY_FAVORITED');
    expect(
      await ok<ShownList>('users/lists/show', alice, { listId: list.id, forPublic: true }),
    ).toMatchObject({
      likedCount: 1,
      isLiked: true,
    });
    expect(
      await ok<ShownList>('users/lists/show', carol, { listId: list.id, forPublic: true }),
    ).toMatchObject({
      likedCount: 1,
      isLiked: false,
    });
    await ok('users/lists/unfavorite', alice, { listId: list.id });
    await expectError(
      'users/lists/unfavorite',
      alice,
      { listId: list.id },
      'ALREADY_FAVORITED',
      '835c4b27-463d-4cfa-969b-a9058678d465',
    );

    const copy = await ok<entities.UserList>('users/lists/create-from-public', alice, {
      listId: list.id,
      name: 'My cats',
    });
    expect(copy).toMatchObject({ name: 'My cats', isPublic: false, userIds: [carol.id] });
    expect(copy.id).not.toBe(list.id);

    // Made private again, it is gone for everyone but its owner.
    await ok('users/lists/update', bob, { listId: list.id, isPublic: false });
    await expectError('users/lists/show', null, { listId: list.id }, 'NO_SUCH_LIST');
    await expectError('users/lists/favorite', alice, { listId: list.id }, 'NO_SUCH_USER_LIST');
  });

  it('copies a public list all or nothing, under the copier limits', async () => {
    const list = await makeList(bob, 'Two');
    await ok('users/lists/push', bob, { listId: list.id, userId: carol.id });
    await ok('users/lists/push', bob, { listId: list.id, userId: alice.id });
    await ok('users/lists/update', bob, { listId: list.id, isPublic: true });
    await setPolicies(app, alice, { userEachUserListsLimit: 1 });
    await expectError(
      'users/lists/create-from-public',
      carol,
      { listId: list.id, name: 'copy' },
      'TOO_MANY_USERS',
    );
    expect(await ok('users/lists/list', carol)).toEqual([]);
    await setPolicies(app, alice, { userListLimit: 0 });
    await expectError(
      'users/lists/create-from-public',
      carol,
      { listId: list.id, name: 'copy' },
      'TOO_MANY_USERLISTS',
      'e9c105b2-c595-47de-97fb-7f7c2c33e92f',
    );
  });

  it('deleting a list removes its memberships', async () => {
    const list = await makeList(bob);
    await ok('users/lists/push', bob, { listId: list.id, userId: carol.id });
    await ok('users/lists/delete', bob, { listId: list.id });
    const left = app.instance.db
      .prepare('SELECT COUNT(*) AS n FROM user_list_memberships WHERE user_list_id = ?')
      .get(list.id) as { n: number };
    expect(left.n).toBe(0);
  });
});
