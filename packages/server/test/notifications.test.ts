import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
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

async function ok<T = unknown>(
  endpoint: string,
  who: TestAccount | null,
  body: Record<string, unknown> = {},
) {
  const res = await api(app, endpoint, who ? { i: who.token, ...body } : body);
  if (res.statusCode >= 300) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
  return (res.statusCode === 204 ? undefined : res.json()) as T;
}

type Notification = { id: string; type: string; userId?: string; reaction?: string; note?: { id: string } };
type Me = {
  unreadNotificationsCount: number;
  hasUnreadNotification: boolean;
  hasUnreadMentions: boolean;
  hasUnreadSpecifiedNotes: boolean;
};

/** bob gets: follow from alice, reaction from carol, follow from carol (in that order). */
async function threeNotifications(): Promise<string> {
  const note = await ok<{ createdNote: { id: string } }>('notes/create', bob, { text: 'hello' });
  await ok('following/create', alice, { userId: bob.id });
  await ok('notes/reactions/create', carol, { noteId: note.createdNote.id, reaction: '👍' });
  await ok('following/create', carol, { userId: bob.id });
  return note.createdNote.id;
}

describe('i/notifications', () => {
  it('lists notifications newest first with the Misskey shapes', async () => {
    const noteId = await threeNotifications();
    const list = await ok<Notification[]>('i/notifications', bob, { markAsRead: false });
    expect(list.map((n) => [n.type, n.userId])).toEqual([
      ['follow', carol.id],
      ['reaction', carol.id],
      ['follow', alice.id],
    ]);
    expect(list[1]).toMatchObject({ reaction: '👍', note: { id: noteId, text: 'hello' } });
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['createdAt', 'id', 'type', 'user', 'userId']);
  });

  it('filters by includeTypes and excludeTypes and pages with untilId and sinceId', async () => {
    await threeNotifications();
    const follows = await ok<Notification[]>('i/notifications', bob, {
      includeTypes: ['follow'],
      markAsRead: false,
    });
    expect(follows.map((n) => n.type)).toEqual(['follow', 'follow']);
    const noFollows = await ok<Notification[]>('i/notifications', bob, {
      excludeTypes: ['follow'],
      markAsRead: false,
    });
    expect(noFollows.map((n) => n.type)).toEqual(['reaction']);

    const all = await ok<Notification[]>('i/notifications', bob, { markAsRead: false });
    const older = await ok<Notification[]>('i/notifications', bob, {
      untilId: all[0]?.id,
      markAsRead: false,
    });
    expect(older.map((n) => n.id)).toEqual(all.slice(1).map((n) => n.id));
    const newer = await ok<Notification[]>('i/notifications', bob, {
      sinceId: all[2]?.id,
      markAsRead: false,
    });
    expect(newer.map((n) => n.id).sort()).toEqual(
      all
        .slice(0, 2)
        .map((n) => n.id)
        .sort(),
    );
  });

  it('refuses unknown notification types', async () => {
    const res = await api(app, 'i/notifications', { i: bob.token, includeTypes: ['nonsense'] });
    expect(errorOf(res).code).toBe('INVALID_PARAM');
  });

  it('never notifies users about their own actions', async () => {
    const note = await ok<{ createdNote: { id: string } }>('notes/create', bob, { text: 'mine' });
    await ok('notes/reactions/create', bob, { noteId: note.createdNote.id, reaction: '🎉' });
    expect(await ok('i/notifications', bob)).toEqual([]);
  });

  it('counts unread notifications in i, and reading them marks all read', async () => {
    await threeNotifications();
    expect(await ok<Me>('i', bob)).toMatchObject({
      unreadNotificationsCount: 3,
      hasUnreadNotification: true,
    });
    await ok('i/notifications', bob, { markAsRead: false });
    expect(await ok<Me>('i', bob)).toMatchObject({ unreadNotificationsCount: 3 });
    await ok('i/notifications', bob);
    expect(await ok<Me>('i', bob)).toMatchObject({
      unreadNotificationsCount: 0,
      hasUnreadNotification: false,
    });
  });

  it('notifications/mark-all-as-read clears the unread state', async () => {
    await threeNotifications();
    await ok('notifications/mark-all-as-read', bob);
    expect(await ok<Me>('i', bob)).toMatchObject({
      unreadNotificationsCount: 0,
      hasUnreadNotification: false,
    });
  });

  it('reports unread mentions and specified notes in i', async () => {
    await ok('notes/create', alice, { text: '@bob hi' });
    const me = await ok<Me>('i', bob);
    expect(me.hasUnreadMentions).toBe(true);
    expect(me.hasUnreadSpecifiedNotes).toBe(false);
    await ok('notes/create', alice, {
      text: '@bob secret',
      visibility: 'specified',
      visibleUserIds: [bob.id],
    });
    expect(await ok<Me>('i', bob)).toMatchObject({ hasUnreadSpecifiedNotes: true });
    await ok('notifications/mark-all-as-read', bob);
    expect(await ok<Me>('i', bob)).toMatchObject({
      hasUnreadMentions: false,
      hasUnreadSpecifiedNotes: false,
    });
  });
});

describe('live notifications on the main channel', () => {
  async function openMain(account: TestAccount): Promise<TestSocket> {
    const baseUrl = await listen(app);
    const socket = await TestSocket.open(baseUrl, account.token);
    sockets.push(socket);
    socket.send({ type: 'connect', body: { channel: 'main', id: 'main', params: {}, pong: true } });
    await socket.until(
      () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
      'connected',
    );
    return socket;
  }

  it('pushes notification and unreadNotification, then readAllNotifications', async () => {
    const socket = await openMain(bob);
    await ok('following/create', alice, { userId: bob.id });
    await socket.until(
      () => socket.channelMessages('main', 'unreadNotification').length > 0,
      'unreadNotification',
    );
    expect(socket.channelMessages('main', 'notification')[0]).toMatchObject({
      type: 'follow',
      userId: alice.id,
    });
    expect(socket.channelMessages('main', 'unreadNotification')[0]).toMatchObject({ type: 'follow' });
    expect(socket.channelMessages('main', 'followed')[0]).toMatchObject({ id: alice.id });

    await ok('notifications/mark-all-as-read', bob);
    await socket.until(
      () =>
        socket.messages.some(
          (m) => (m as { body?: { type?: string } }).body?.type === 'readAllNotifications',
        ),
      'readAllNotifications',
    );
  });

  it('does not push other users their notifications', async () => {
    const socket = await openMain(carol);
    await ok('following/create', alice, { userId: bob.id });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(socket.channelMessages('main', 'notification')).toEqual([]);
  });
});
