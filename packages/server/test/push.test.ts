import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { createNotification } from '../src/services/notifications.js';
import { pushIdle, setUnreadWait } from '../src/services/push/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { eventually, post } from './notes-helpers.js';
import { type PushReceiver, startPushReceiver, vapidClaims } from './push-receiver.js';

let app: FastifyInstance;
let receiver: PushReceiver | null = null;

afterEach(async () => {
  await app?.close();
  await receiver?.close();
  receiver = null;
});

async function setUp(pushLoopback = true) {
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', pushLoopback }),
  });
  const alice = await signup(app, 'alice');
  const bob = await signup(app, 'bob');
  receiver = await startPushReceiver();
  return { alice, bob, receiver };
}

function subscribe(who: TestAccount, r: PushReceiver, extra: Record<string, unknown> = {}) {
  return okAs<Record<string, unknown>>(app, 'sw/register', who, {
    endpoint: r.endpoint,
    auth: r.auth,
    publickey: r.publickey,
    ...extra,
  });
}

describe('sw/* endpoints', () => {
  it('registers, answers already-subscribed, shows, updates and unregisters as Misskey does', async () => {
    const { alice, bob, receiver: r } = await setUp();
    const meta = await okAs<{ swPublickey: string; enableServiceWorker: boolean }>(app, 'meta', null);
    expect(meta.enableServiceWorker).toBe(true);
    expect(meta.swPublickey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    expect(await subscribe(alice, r)).toEqual({
      state: 'subscribed',
      key: meta.swPublickey,
      userId: alice.id,
      endpoint: r.endpoint,
      sendReadMessage: false,
    });
    expect((await subscribe(alice, r)).state).toBe('already-subscribed');
    expect(await okAs(app, 'sw/show-registration', alice, { endpoint: r.endpoint })).toEqual({
      userId: alice.id,
      endpoint: r.endpoint,
      sendReadMessage: false,
    });
    // Another account does not see it (null, which Misskey answers as 204 with no body).
    const other = await callAs(app, 'sw/show-registration', bob, { endpoint: r.endpoint });
    expect(other.statusCode).toBe(204);

    expect(
      await okAs(app, 'sw/update-registration', alice, { endpoint: r.endpoint, sendReadMessage: true }),
    ).toEqual({ userId: alice.id, endpoint: r.endpoint, sendReadMessage: true });
    const missing = await callAs(app, 'sw/update-registration', bob, { endpoint: r.endpoint });
    expect(errorOf(missing).code).toBe('NO_SUCH_REGISTRATION');
    expect(errorOf(missing).id).toBe(' b09d8066-8064-5613-efb6-0e963b21d012');

    // Without a token (a signed-out browser) the subscription goes by its endpoint.
    expect((await callAs(app, 'sw/unregister', null, { endpoint: r.endpoint })).statusCode).toBe(204);
    expect((await callAs(app, 'sw/show-registration', alice, { endpoint: r.endpoint })).statusCode).toBe(204);
  });

  it('refuses bad input, signed-out callers and app tokens', async () => {
    const { alice, receiver: r } = await setUp();
    expect(errorOf(await callAs(app, 'sw/register', alice, { endpoint: r.endpoint })).code).toBe(
      'INVALID_PARAM',
    );
    expect(errorOf(await callAs(app, 'sw/show-registration', alice, {})).code).toBe('INVALID_PARAM');
    const signedOut = await callAs(app, 'sw/register', null, {
      endpoint: r.endpoint,
      auth: r.auth,
      publickey: r.publickey,
    });
    expect(signedOut.statusCode).toBe(401);
    const app_ = await okAs<{ token: string }>(app, 'miauth/gen-token', alice, {
      session: 'push-test-session',
      name: 'push test',
      permission: ['read:account', 'write:account'],
    });
    const asApp = await callAs(
      app,
      'sw/register',
      { ...alice, token: app_.token },
      { endpoint: r.endpoint, auth: r.auth, publickey: r.publickey },
    );
    expect(errorOf(asApp).code).toBe('ACCESS_DENIED');
  });
});

describe('Web Push delivery', () => {
  it('pushes a notification encrypted for the subscription and signed with the instance key', async () => {
    const { alice, receiver: r } = await setUp();
    await subscribe(alice, r);
    await okAs(app, 'notifications/test-notification', alice);
    await eventually(() => r.received.length === 1, 'the test notification push');
    const push = r.received[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { swPublickey } = await okAs<{ swPublickey: string }>(app, 'meta', null);
    const claims = vapidClaims(push, swPublickey);
    expect(claims.aud).toBe(new URL(r.endpoint).origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const message = r.decrypt(push) as {
      type: string;
      userId: string;
      dateTime: number;
      body: { type: string };
    };
    expect(message.type).toBe('notification');
    expect(message.userId).toBe(alice.id);
    expect(message.body.type).toBe('test');
    expect(Math.abs(message.dateTime - Date.now())).toBeLessThan(60_000);
  });

  it("shortens a note's push as Misskey does: its text, no CW, reply, renote or author copy", async () => {
    const { alice, bob, receiver: r } = await setUp();
    await subscribe(alice, r);
    setUnreadWait(app.instance, 0);
    const long = `@alice ${'x'.repeat(400)}`;
    const note = await post(app, bob, { text: long });
    await pushIdle(app.instance);
    const bodies = r.received.map(
      (push) =>
        (
          r.decrypt(push) as {
            body: { type: string; user: { username: string }; note: Record<string, unknown> };
          }
        ).body,
    );
    const mention = bodies.find((body) => body.type === 'mention');
    expect(mention?.user.username).toBe('bob');
    expect(mention?.note.id).toBe(note.id);
    expect(String(mention?.note.text).length).toBeLessThan(long.length);
    expect(String(mention?.note.text).startsWith('@alice xxx')).toBe(true);
    expect(mention?.note).not.toHaveProperty('user');
    expect(mention?.note).not.toHaveProperty('cw');
    // The whole message stays well under the 4 KB push services take.
    expect(Math.max(...r.received.map((push) => push.body.length))).toBeLessThan(4096);
  });

  it('keeps the key pair: a second app on the same database signs with the same key', async () => {
    await setUp();
    const first = await okAs<{ swPublickey: string }>(app, 'meta', null);
    const second = await createTestApp({ db: app.instance.db });
    try {
      expect((await okAs<{ swPublickey: string }>(second, 'meta', null)).swPublickey).toBe(first.swPublickey);
    } finally {
      await second.close();
    }
  });

  it('pushes only the types the user receives, and not what was read within the wait', async () => {
    const { alice, bob, receiver: r } = await setUp();
    await subscribe(alice, r);
    setUnreadWait(app.instance, 0);
    await okAs(app, 'i/update', alice, { notificationRecieveConfig: { follow: { type: 'never' } } });
    createNotification(app.instance, alice.id, 'follow', { notifierId: bob.id });
    createNotification(app.instance, alice.id, 'receiveFollowRequest', { notifierId: bob.id });
    await pushIdle(app.instance);
    expect(r.received.map((push) => (r.decrypt(push) as { body: { type: string } }).body.type)).toEqual([
      'receiveFollowRequest',
    ]);

    // Read before the wait is over: a reader with the app open saw it, so nothing is pushed.
    setUnreadWait(app.instance, 300);
    createNotification(app.instance, alice.id, 'receiveFollowRequest', { notifierId: bob.id });
    await okAs(app, 'notifications/mark-all-as-read', alice);
    await pushIdle(app.instance);
    expect(r.received).toHaveLength(1);
  });

  it('tells browsers that asked when everything was read', async () => {
    const { alice, bob, receiver: r } = await setUp();
    await subscribe(alice, r, { sendReadMessage: true });
    setUnreadWait(app.instance, 0);
    createNotification(app.instance, alice.id, 'receiveFollowRequest', { notifierId: bob.id });
    await pushIdle(app.instance);
    await okAs(app, 'notifications/mark-all-as-read', alice);
    await pushIdle(app.instance);
    expect(r.received.map((push) => (r.decrypt(push) as { type: string }).type)).toEqual([
      'notification',
      'readAllNotifications',
    ]);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const { alice, receiver: r } = await setUp();
    await subscribe(alice, r);
    r.status = 410;
    await okAs(app, 'notifications/test-notification', alice);
    await eventually(() => r.received.length === 1, 'the push');
    await pushIdle(app.instance);
    expect((await callAs(app, 'sw/show-registration', alice, { endpoint: r.endpoint })).statusCode).toBe(204);
  });

  it('never delivers to a loopback or http endpoint without the test option', async () => {
    const { alice, receiver: r } = await setUp(false);
    await subscribe(alice, r);
    await okAs(app, 'notifications/test-notification', alice);
    await pushIdle(app.instance);
    expect(r.received).toHaveLength(0);
  });
});
