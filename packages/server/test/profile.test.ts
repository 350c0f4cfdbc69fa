import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { genId } from '../src/services/ids.js';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';

let app: FastifyInstance;
let alice: TestAccount;
beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
});
afterEach(async () => {
  await app.close();
});

describe('i', () => {
  it('answers the MeDetailed of the signed-in user with every field filled', async () => {
    const res = await api(app, 'i', { i: alice.token });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      id: alice.id,
      username: 'alice',
      host: null,
      isAdmin: true,
      isDeleted: false,
      notesCount: 0,
      followersCount: 0,
      loggedInDays: 1,
      unreadAnnouncements: [],
      unreadNotificationsCount: 0,
      hasUnreadNotification: false,
      hasUnreadMentions: false,
      hasUnreadSpecifiedNotes: false,
      hasUnreadAntenna: false,
      hasUnreadAnnouncement: false,
      avatarDecorations: [],
      onlineStatus: 'unknown',
      twoFactorEnabled: false,
      policies: { canHideAds: false, ltlAvailable: true },
    });
    expect(me.avatarUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/identicon\//);
    expect(new Date(me.createdAt).toISOString()).toBe(me.createdAt);
  });

  it('answers a deleted account with USER_IS_DELETED', async () => {
    app.instance.db.prepare('UPDATE users SET is_deleted = 1 WHERE id = ?').run(alice.id);
    const res = await api(app, 'i', { i: alice.token });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'USER_IS_DELETED',
      id: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a',
    });
  });
});

describe('i/update', () => {
  it('updates name, description and birthday and answers MeDetailed', async () => {
    const res = await api(app, 'i/update', {
      i: alice.token,
      name: '  Alice  ',
      description: 'Hello\nworld',
      birthday: '1990-02-28',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Alice', description: 'Hello\nworld', birthday: '1990-02-28' });
    expect(res.json().updatedAt).not.toBeNull();
    const again = (await api(app, 'i', { i: alice.token })).json();
    expect(again).toMatchObject({ name: 'Alice', birthday: '1990-02-28' });
  });

  it('clears fields with null or blank text and leaves omitted ones alone', async () => {
    await api(app, 'i/update', { i: alice.token, name: 'Alice', description: 'bio', birthday: '2000-01-01' });
    const res = await api(app, 'i/update', { i: alice.token, name: '   ', birthday: null });
    expect(res.json()).toMatchObject({ name: null, birthday: null, description: 'bio' });
  });

  it.each([
    [{ name: 'x'.repeat(51) }, 'name'],
    [{ description: 'x'.repeat(1501) }, 'description'],
    [{ birthday: '1990-2-3' }, 'birthday'],
    [{ birthday: '1990-02-30' }, 'birthday'],
    [{ birthday: 19900203 }, 'birthday'],
    [{ name: true }, 'name'],
  ])('refuses %j', async (body, param) => {
    const res = await api(app, 'i/update', { i: alice.token, ...body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'INVALID_PARAM', info: { param } });
  });

  it('requires a credential', async () => {
    expect((await api(app, 'i/update', { name: 'x' })).statusCode).toBe(401);
  });
});

describe('users/show', () => {
  it('finds a user by id, signed out, as UserDetailed without private fields', async () => {
    const res = await api(app, 'users/show', { userId: alice.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: alice.id,
      username: 'alice',
      followersCount: 0,
      isSuspended: false,
    });
    expect(res.json()).not.toHaveProperty('policies');
    expect(res.json()).not.toHaveProperty('isFollowing');
  });

  it('answers MeDetailed to the user themself and relations to others', async () => {
    const bob = await signup(app, 'bob', 'pw-secret');
    expect((await api(app, 'users/show', { i: alice.token, userId: alice.id })).json()).toHaveProperty(
      'policies',
    );
    const other = (await api(app, 'users/show', { i: bob.token, userId: alice.id })).json();
    expect(other).toMatchObject({ isFollowing: false, isBlocking: false });
    expect(other).not.toHaveProperty('policies');
  });

  it('finds a local user by username, case-insensitively, with a null or own host', async () => {
    for (const body of [
      { username: 'ALICE' },
      { username: 'alice', host: null },
      { username: 'alice', host: '127.0.0.1:3000' },
    ]) {
      const res = await api(app, 'users/show', body);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(alice.id);
    }
  });

  it('answers a list for userIds, in order, skipping unknown ids', async () => {
    const bob = await signup(app, 'bob', 'pw-secret');
    const res = await api(app, 'users/show', { userIds: [bob.id, genId(), alice.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((u: { id: string }) => u.id)).toEqual([bob.id, alice.id]);
    expect((await api(app, 'users/show', { userIds: [] })).json()).toEqual([]);
  });

  it('answers NO_SUCH_USER with 404 for unknown, remote or suspended users', async () => {
    const bob = await signup(app, 'bob', 'pw-secret');
    app.instance.users.setSuspended(bob.id, true);
    for (const body of [
      { userId: genId() },
      { username: 'ghost' },
      { username: 'alice', host: 'misskey.io' },
      { userId: bob.id },
    ]) {
      const res = await api(app, 'users/show', body);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({
        code: 'NO_SUCH_USER',
        id: '4362f8dc-731f-4ad8-a694-be5a88922a24',
      });
    }
    // Staff still see suspended users.
    expect((await api(app, 'users/show', { i: alice.token, userId: bob.id })).statusCode).toBe(200);
  });

  it('works with GET and query parameters', async () => {
    const one = await app.inject({ method: 'GET', url: '/api/users/show?username=alice' });
    expect(one.json().id).toBe(alice.id);
    const many = await app.inject({ method: 'GET', url: `/api/users/show?userIds=${alice.id}` });
    expect(many.json()).toHaveLength(1);
  });

  it('requires one of userId, userIds or username', async () => {
    const res = await api(app, 'users/show', {});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_PARAM');
    const wrongType = await api(app, 'users/show', { userIds: 'abc' });
    expect(errorOf(wrongType).info).toMatchObject({ param: 'userIds' });
  });
});

describe('sw/unregister', () => {
  it('removes that subscription of the user only, answering 204', async () => {
    const bob = await signup(app, 'bob', 'pw-secret');
    const now = new Date().toISOString();
    const sub = { auth: 'a', publickey: 'p', sendReadMessage: false, createdAt: now };
    app.instance.swSubscriptions.insert({
      id: genId(),
      userId: alice.id,
      endpoint: 'https://push/1',
      ...sub,
    });
    app.instance.swSubscriptions.insert({ id: genId(), userId: bob.id, endpoint: 'https://push/1', ...sub });
    const res = await api(app, 'sw/unregister', { i: alice.token, endpoint: 'https://push/1' });
    expect(res.statusCode).toBe(204);
    expect(app.instance.swSubscriptions.count(alice.id)).toBe(0);
    expect(app.instance.swSubscriptions.count(bob.id)).toBe(1);
    // Again: nothing left to remove is still fine.
    expect((await api(app, 'sw/unregister', { i: alice.token, endpoint: 'https://push/1' })).statusCode).toBe(
      204,
    );
  });

  it('requires the endpoint but, as Misskey, no credential', async () => {
    expect(errorOf(await api(app, 'sw/unregister', { i: alice.token })).info).toMatchObject({
      param: 'endpoint',
    });
    // A signed-out browser drops its own subscription (test/push.test.ts checks it is gone).
    expect((await api(app, 'sw/unregister', { endpoint: 'x' })).statusCode).toBe(204);
  });
});

describe('meta', () => {
  it('answers MetaDetailed by default', async () => {
    const res = await api(app, 'meta');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: '1.3.0-beta.1',
      name: 'Shiori',
      uri: 'http://127.0.0.1:3000',
      requireSetup: false,
      disableRegistration: false,
      maxNoteTextLength: 1000,
      policies: { ltlAvailable: true, gtlAvailable: true },
      features: { registration: true, localTimeline: true, globalTimeline: true },
    });
  });

  it('answers MetaLite for detail: false and reports setup needed on an empty instance', async () => {
    const lite = (await api(app, 'meta', { detail: false })).json();
    expect(lite).toHaveProperty('version');
    expect(lite).not.toHaveProperty('requireSetup');
    const empty = await createTestApp();
    expect((await api(empty, 'meta')).json().requireSetup).toBe(true);
    await empty.close();
  });

  it('uses INSTANCE_NAME and URL from the config', async () => {
    const named = await createTestApp({
      config: defaultConfig({ instanceName: 'My Place', url: 'https://social.example', clientDist: '/none' }),
    });
    expect((await api(named, 'meta')).json()).toMatchObject({
      name: 'My Place',
      uri: 'https://social.example',
    });
    await named.close();
  });

  it('refuses a wrongly typed detail', async () => {
    const res = await api(app, 'meta', { detail: 'yes' });
    expect(errorOf(res).info).toMatchObject({ param: 'detail' });
  });
});
