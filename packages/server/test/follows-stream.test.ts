import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { api, createTestApp, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

/**
 * The follower's own open clients hear `follow` / `unfollow` on their main channel, so a follow
 * button in another tab or on another device turns without a reload (what the client's live
 * follow state relies on).
 */
let db: Database;
let app: FastifyInstance;
let baseUrl: string;
let alice: TestAccount;
let bob: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  db = openDatabase(':memory:');
  app = await createTestApp({ db });
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await app.close();
  db.close();
});

async function openMain(who: TestAccount): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, who.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel: 'main', id: 'main', params: {}, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    'connected',
  );
  return socket;
}

const call = (endpoint: string, who: TestAccount, body: Record<string, unknown>) =>
  api(app, endpoint, { i: who.token, ...body });

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('follow events on the main channel', () => {
  it("tells every one of the follower's clients about a follow and an unfollow", async () => {
    const tabOne = await openMain(alice);
    const tabTwo = await openMain(alice);
    const followee = await openMain(bob);

    expect((await call('following/create', alice, { userId: bob.id })).statusCode).toBe(200);
    for (const tab of [tabOne, tabTwo]) {
      await tab.until(() => tab.channelMessages('main', 'follow').length > 0, 'follow');
      expect(tab.channelMessages('main', 'follow')[0]).toMatchObject({ id: bob.id, username: 'bob' });
    }
    await followee.until(() => followee.channelMessages('main', 'followed').length > 0, 'followed');
    expect(followee.channelMessages('main', 'followed')[0]).toMatchObject({ id: alice.id });

    expect((await call('following/delete', alice, { userId: bob.id })).statusCode).toBe(200);
    for (const tab of [tabOne, tabTwo]) {
      await tab.until(() => tab.channelMessages('main', 'unfollow').length > 0, 'unfollow');
      expect(tab.channelMessages('main', 'unfollow')[0]).toMatchObject({ id: bob.id });
    }
    await settle();
    // The followee is not told about the unfollow, and sees no follow events meant for alice.
    expect(followee.channelMessages('main', 'unfollow')).toEqual([]);
    expect(followee.channelMessages('main', 'follow')).toEqual([]);
  });

  it('sends follow for a locked account only once the request is accepted', async () => {
    db.prepare('UPDATE users SET is_locked = 1 WHERE id = ?').run(bob.id);
    const tab = await openMain(alice);

    expect((await call('following/create', alice, { userId: bob.id })).statusCode).toBe(200);
    await settle();
    expect(tab.channelMessages('main', 'follow')).toEqual([]);

    expect((await call('following/requests/accept', bob, { userId: alice.id })).statusCode).toBe(204);
    await tab.until(() => tab.channelMessages('main', 'follow').length > 0, 'follow after accept');
    expect(tab.channelMessages('main', 'follow')[0]).toMatchObject({ id: bob.id });
  });
});
