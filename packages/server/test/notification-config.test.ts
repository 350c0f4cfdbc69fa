import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

type Notification = { type: string; userId?: string };
const notificationsOf = (who: TestAccount) => okAs<Notification[]>(app, 'i/notifications', who);
const configure = (who: TestAccount, config: Record<string, unknown>) =>
  okAs(app, 'i/update', who, { notificationRecieveConfig: config });

describe('notificationRecieveConfig', () => {
  it('is stored by i/update and reported by i, with unknown types left out', async () => {
    await configure(alice, {
      follow: { type: 'never' },
      mention: { type: 'following' },
      nonsense: { type: 'all' },
    });
    const me = await okAs<{ notificationRecieveConfig: unknown }>(app, 'i', alice);
    expect(me.notificationRecieveConfig).toEqual({
      follow: { type: 'never' },
      mention: { type: 'following' },
    });
  });

  it('refuses a rule that is not one of Misskey’s', async () => {
    for (const rule of [{ type: 'sometimes' }, { type: 'list' }, 'all']) {
      const res = await callAs(app, 'i/update', alice, { notificationRecieveConfig: { follow: rule } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
  });

  it('never: no follow notification at all', async () => {
    await configure(alice, { follow: { type: 'never' } });
    await okAs(app, 'following/create', bob, { userId: alice.id });
    expect(await notificationsOf(alice)).toEqual([]);
    // Other types still arrive.
    await okAs(app, 'notes/create', bob, { text: 'hi @alice' });
    expect((await notificationsOf(alice)).map((n) => n.type)).toEqual(['mention']);
  });

  it('following, follower, mutual: only from users in that relation', async () => {
    follow(app, alice, bob); // alice follows bob; nobody follows alice
    await configure(alice, { mention: { type: 'following' }, reply: { type: 'follower' } });
    await okAs(app, 'notes/create', bob, { text: '@alice from bob' });
    await okAs(app, 'notes/create', carol, { text: '@alice from carol' });
    let got = await notificationsOf(alice);
    expect(got.map((n) => [n.type, n.userId])).toEqual([['mention', bob.id]]);

    const { createdNote } = await okAs<{ createdNote: { id: string } }>(app, 'notes/create', alice, {
      text: 'root',
    });
    await okAs(app, 'notes/create', bob, { text: 'reply', replyId: createdNote.id });
    got = await notificationsOf(alice);
    expect(got.filter((n) => n.type === 'reply')).toEqual([]);

    follow(app, carol, alice); // carol now follows alice
    await okAs(app, 'notes/create', carol, { text: 'reply', replyId: createdNote.id });
    got = await notificationsOf(alice);
    expect(got.filter((n) => n.type === 'reply').map((n) => n.userId)).toEqual([carol.id]);

    await configure(alice, { mention: { type: 'mutualFollow' } });
    await okAs(app, 'notes/create', bob, { text: '@alice again' });
    follow(app, bob, alice);
    await okAs(app, 'notes/create', bob, { text: '@alice mutual now' });
    got = await notificationsOf(alice);
    expect(got.filter((n) => n.type === 'mention')).toHaveLength(2);
  });

  it('list: only from members of the chosen list', async () => {
    const list = await okAs<{ id: string }>(app, 'users/lists/create', alice, { name: 'close' });
    await okAs(app, 'users/lists/push', alice, { listId: list.id, userId: carol.id });
    await configure(alice, { follow: { type: 'list', userListId: list.id } });
    await okAs(app, 'following/create', bob, { userId: alice.id });
    await okAs(app, 'following/create', carol, { userId: alice.id });
    expect((await notificationsOf(alice)).map((n) => n.userId)).toEqual([carol.id]);
  });
});

describe('notifications/test-notification', () => {
  it('gives the caller a test notification, live and in the list; never turns it off', async () => {
    const baseUrl = await listen(app);
    const socket = await TestSocket.open(baseUrl, alice.token);
    sockets.push(socket);
    socket.send({ type: 'connect', body: { channel: 'main', id: 'main', params: {}, pong: true } });
    await socket.until(
      () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
      'connected',
    );

    expect(await okAs(app, 'notifications/test-notification', alice)).toBeUndefined();
    await socket.until(() => socket.channelMessages('main', 'notification').length > 0, 'notification');
    expect(socket.channelMessages('main', 'notification')[0]).toMatchObject({ type: 'test' });
    expect((await notificationsOf(alice)).map((n) => n.type)).toEqual(['test']);
    expect(await notificationsOf(bob)).toEqual([]);

    await configure(alice, { test: { type: 'never' } });
    await okAs(app, 'notifications/test-notification', alice);
    expect(await notificationsOf(alice)).toHaveLength(1);
  });
});
