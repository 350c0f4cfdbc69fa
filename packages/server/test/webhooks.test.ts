import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { webhookQueue } from '../src/services/webhooks/index.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { eventually, post, setPolicies } from './notes-helpers.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
let receiver: WebhookReceiver;

async function createApp(webhookLoopback: boolean): Promise<void> {
  app = await createTestApp({
    config: defaultConfig({ clientDist: '/nonexistent-client-dist', webhookLoopback }),
  });
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  webhookQueue(app.instance).setRetryDelays([20, 20]);
}

function createHook(who: TestAccount, on: string[], extra: Record<string, unknown> = {}) {
  return okAs<entities.IWebhooksCreateResponse>(app, 'i/webhooks/create', who, {
    name: 'hook',
    url: receiver.url,
    secret: 's3cret-value',
    on,
    ...extra,
  });
}

beforeEach(async () => {
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await webhookQueue(app.instance).idle();
  await app.close();
  await receiver.close();
});

describe('i/webhooks CRUD', () => {
  beforeEach(() => createApp(true));

  it('creates, lists, shows, updates and deletes the own webhook only', async () => {
    const hook = await createHook(alice, ['note', 'follow']);
    expect(hook).toMatchObject({
      userId: alice.id,
      name: 'hook',
      url: receiver.url,
      secret: 's3cret-value',
      on: ['note', 'follow'],
      active: true,
      latestSentAt: null,
      latestStatus: null,
    });
    expect(await okAs(app, 'i/webhooks/list', alice)).toEqual([hook]);
    expect(await okAs(app, 'i/webhooks/list', bob)).toEqual([]);

    const theirs = await callAs(app, 'i/webhooks/show', bob, { webhookId: hook.id });
    expect(errorOf(theirs)).toMatchObject({
      code: 'NO_SUCH_WEBHOOK',
      id: '50f614d9-3047-4f7e-90d8-ad6b2d5fb098',
    });
    const bobUpdate = await callAs(app, 'i/webhooks/update', bob, { webhookId: hook.id, active: false });
    expect(errorOf(bobUpdate).id).toBe('fb0fea69-da18-45b1-828d-bd4fd1612518');

    await okAs(app, 'i/webhooks/update', alice, {
      webhookId: hook.id,
      name: 'renamed',
      on: ['mention'],
      active: false,
    });
    expect(await okAs(app, 'i/webhooks/show', alice, { webhookId: hook.id })).toMatchObject({
      name: 'renamed',
      on: ['mention'],
      active: false,
      secret: 's3cret-value',
    });
    // null clears the secret, as in Misskey.
    await okAs(app, 'i/webhooks/update', alice, { webhookId: hook.id, secret: null });
    expect(await okAs(app, 'i/webhooks/show', alice, { webhookId: hook.id })).toMatchObject({ secret: '' });

    const bobDelete = await callAs(app, 'i/webhooks/delete', bob, { webhookId: hook.id });
    expect(errorOf(bobDelete).id).toBe('bae73e5a-5522-4965-ae19-3a8688e71d82');
    await okAs(app, 'i/webhooks/delete', alice, { webhookId: hook.id });
    expect(await okAs(app, 'i/webhooks/list', alice)).toEqual([]);
  });

  it('refuses bad input: unknown events, a non-http URL, no name', async () => {
    for (const body of [
      { name: 'x', url: receiver.url, on: ['poke'] },
      { name: 'x', url: 'ftp://example.com/hook', on: ['note'] },
      { name: 'x', url: 'javascript:alert(1)', on: ['note'] },
      { name: '', url: receiver.url, on: ['note'] },
      { url: receiver.url, on: ['note'] },
    ]) {
      const res = await callAs(app, 'i/webhooks/create', alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('INVALID_PARAM');
    }
    expect(await okAs(app, 'i/webhooks/list', alice)).toEqual([]);
  });

  it('keeps to the webhookLimit policy', async () => {
    await setPolicies(app, alice, { webhookLimit: 1 });
    await createHook(bob, ['note']);
    const res = await callAs(app, 'i/webhooks/create', bob, { name: 'two', url: receiver.url, on: ['note'] });
    expect(errorOf(res)).toMatchObject({
      code: 'TOO_MANY_WEBHOOKS',
      id: '87a9bb19-111e-4e37-81d3-a3e7426453b0',
    });
  });
});

describe('webhook delivery', () => {
  beforeEach(() => createApp(true));

  it('posts a note event with Misskey body, secret header and user agent', async () => {
    const hook = await createHook(alice, ['note']);
    const note = await post(app, alice, { text: 'hello hook' });
    await eventually(() => receiver.received.length === 1, 'the delivery');
    const [got] = receiver.received;
    expect(got?.headers['x-misskey-hook-secret']).toBe('s3cret-value');
    expect(got?.headers['x-misskey-hook-id']).toBe(hook.id);
    expect(got?.headers['user-agent']).toBe('Misskey-Hooks');
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.body).toMatchObject({
      server: app.instance.config.url,
      hookId: hook.id,
      userId: alice.id,
      type: 'note',
      body: { note: { id: note.id, text: 'hello hook', userId: alice.id } },
    });
    expect(typeof got?.body.eventId).toBe('string');
    expect(typeof got?.body.createdAt).toBe('number');
    await eventually(async () => {
      const shown = await okAs<entities.IWebhooksShowResponse>(app, 'i/webhooks/show', alice, {
        webhookId: hook.id,
      });
      return shown.latestStatus === 200 && shown.latestSentAt !== null;
    }, 'latestStatus recorded');
  });

  it('fires reply, mention, renote, follow, followed and unfollow to the right users only', async () => {
    await createHook(alice, ['reply', 'mention', 'renote', 'followed']);
    await createHook(bob, ['follow', 'unfollow']);
    const original = await post(app, alice, { text: 'original' });
    await post(app, bob, { text: 'a reply', replyId: original.id });
    await post(app, bob, { text: '@alice hi' });
    await post(app, bob, { renoteId: original.id });
    await okAs(app, 'following/create', bob, { userId: alice.id });
    await okAs(app, 'following/delete', bob, { userId: alice.id });
    await eventually(() => receiver.received.length === 6, 'six deliveries');
    const seen = receiver.received.map((r) => `${r.body.type}:${r.body.userId}`).sort();
    expect(seen).toEqual(
      [
        `follow:${bob.id}`,
        `followed:${alice.id}`,
        `mention:${alice.id}`,
        `renote:${alice.id}`,
        `reply:${alice.id}`,
        `unfollow:${bob.id}`,
      ].sort(),
    );
    const followed = receiver.received.find((r) => r.body.type === 'followed');
    expect(followed?.body.body).toMatchObject({ user: { id: bob.id, username: 'bob' } });
    const reply = receiver.received.find((r) => r.body.type === 'reply');
    expect(reply?.body.body).toMatchObject({ note: { text: 'a reply', replyId: original.id } });
  });

  it("delivers reaction to the note author's hook, with the note, the reaction and the reactor", async () => {
    const hook = await createHook(alice, ['reaction']);
    const note = await post(app, alice, { text: 'react to me' });
    // Alice's own reaction is no event for her hook.
    await okAs(app, 'notes/reactions/create', alice, { noteId: note.id, reaction: '👍' });
    await okAs(app, 'notes/reactions/create', bob, { noteId: note.id, reaction: '🎉' });
    await eventually(() => receiver.received.length === 1, 'the reaction delivery');
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.body).toMatchObject({
      hookId: hook.id,
      userId: alice.id,
      type: 'reaction',
      body: {
        note: { id: note.id, text: 'react to me', userId: alice.id },
        reaction: '🎉',
        user: { id: bob.id, username: 'bob' },
      },
    });
  });

  it('sends nothing for an inactive webhook or an event it does not listen to', async () => {
    const hook = await createHook(alice, ['note']);
    await okAs(app, 'i/webhooks/update', alice, { webhookId: hook.id, active: false });
    await createHook(alice, ['mention']);
    await post(app, alice, { text: 'quiet' });
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toEqual([]);
  });

  it('retries after a 500 and records the final status', async () => {
    const hook = await createHook(alice, ['note']);
    receiver.answers.push(500, 503);
    await post(app, alice, { text: 'retry me' });
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toHaveLength(3);
    // The same event each time.
    expect(new Set(receiver.received.map((r) => r.body.eventId)).size).toBe(1);
    const shown = await okAs<entities.IWebhooksShowResponse>(app, 'i/webhooks/show', alice, {
      webhookId: hook.id,
    });
    expect(shown.latestStatus).toBe(200);
  });

  it('gives up after three attempts, and does not retry a 4xx', async () => {
    const hook = await createHook(alice, ['note']);
    receiver.answers.push(500, 500, 500, 500);
    await post(app, alice, { text: 'failing' });
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toHaveLength(3);
    let shown = await okAs<entities.IWebhooksShowResponse>(app, 'i/webhooks/show', alice, {
      webhookId: hook.id,
    });
    expect(shown.latestStatus).toBe(500);

    receiver.answers.length = 0;
    receiver.answers.push(404);
    await post(app, alice, { text: 'gone' });
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toHaveLength(4);
    shown = await okAs<entities.IWebhooksShowResponse>(app, 'i/webhooks/show', alice, { webhookId: hook.id });
    expect(shown.latestStatus).toBe(404);
  });

  it('makes no more attempts once the webhook is paused', async () => {
    const hook = await createHook(alice, ['note']);
    receiver.answers.push(500, 500);
    // Paused by its owner while the first attempt is being answered.
    receiver.onRequest = () => {
      receiver.onRequest = null;
      app.instance.db.prepare('UPDATE webhooks SET active = 0 WHERE id = ?').run(hook.id);
    };
    await post(app, alice, { text: 'pause me' });
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toHaveLength(1);
  });

  it('test sends one sample of the chosen type, also to an override', async () => {
    const hook = await createHook(alice, ['note']);
    await okAs(app, 'i/webhooks/test', alice, { webhookId: hook.id, type: 'mention' });
    await okAs(app, 'i/webhooks/test', alice, {
      webhookId: hook.id,
      type: 'followed',
      override: { secret: 'other' },
    });
    await webhookQueue(app.instance).idle();
    expect(receiver.received.map((r) => r.body.type)).toEqual(['mention', 'followed']);
    expect(receiver.received[0]?.body.body).toMatchObject({
      note: { userId: alice.id, mentions: [alice.id] },
    });
    expect(receiver.received[1]?.headers['x-misskey-hook-secret']).toBe('other');
    const res = await callAs(app, 'i/webhooks/test', bob, { webhookId: hook.id, type: 'note' });
    expect(errorOf(res)).toMatchObject({
      code: 'NO_SUCH_WEBHOOK',
      id: '0c52149c-e913-18f8-5dc7-74870bfe0cf9',
    });
  });
});

describe('webhook delivery without the test-only loopback switch', () => {
  beforeEach(() => createApp(false));

  it('refuses loopback and private targets and records no answer (1)', async () => {
    const hook = await createHook(alice, ['note']);
    const viaName = await createHook(alice, ['note'], {
      url: receiver.url.replace('127.0.0.1', 'localhost'),
    });
    const privateNet = await createHook(alice, ['note'], { url: 'http://10.0.0.1/hook' });
    await post(app, alice, { text: 'no loopback' });
    await webhookQueue(app.instance).idle();
    expect(receiver.received).toEqual([]);
    for (const id of [hook.id, viaName.id, privateNet.id]) {
      const shown = await okAs<entities.IWebhooksShowResponse>(app, 'i/webhooks/show', alice, {
        webhookId: id,
      });
      expect(shown.latestStatus).toBe(1);
    }
  });
});
