import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, createTestApp, errorOf, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let baseUrl: string;
let alice: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

async function open(token?: string): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, token);
  sockets.push(socket);
  return socket;
}

async function openMain(token: string, id = 'main-1'): Promise<TestSocket> {
  const socket = await open(token);
  socket.send({ type: 'connect', body: { channel: 'main', id, params: {}, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    'connected',
  );
  expect(socket.messages).toContainEqual({ type: 'connected', body: { id } });
  return socket;
}

/** Lets in-flight frames arrive, for asserting that nothing was delivered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('streaming', () => {
  it('delivers meUpdated on main after i/update', async () => {
    const socket = await openMain(alice.token);
    await api(app, 'i/update', { i: alice.token, name: 'Alice' });
    await socket.until(() => socket.channelMessages('main-1', 'meUpdated').length > 0, 'meUpdated');
    expect(socket.channelMessages('main-1', 'meUpdated')[0]).toMatchObject({ id: alice.id, name: 'Alice' });
  });

  it('delivers registryUpdated on main after i/registry/set', async () => {
    const socket = await openMain(alice.token);
    await api(app, 'i/registry/set', {
      i: alice.token,
      scope: ['client'],
      key: 'theme',
      value: { dark: true },
    });
    await socket.until(
      () => socket.channelMessages('main-1', 'registryUpdated').length > 0,
      'registryUpdated',
    );
    expect(socket.channelMessages('main-1', 'registryUpdated')[0]).toEqual({
      scope: ['client'],
      key: 'theme',
      value: { dark: true },
    });
  });

  it("delivers only the user's own events", async () => {
    const bob = await signup(app, 'bob', 'pw-secret');
    const socket = await openMain(alice.token);
    await api(app, 'i/update', { i: bob.token, name: 'Bob' });
    await settle();
    expect(socket.channelMessages('main-1')).toEqual([]);
  });

  it('stops delivery after disconnect', async () => {
    const socket = await openMain(alice.token);
    socket.send({ type: 'disconnect', body: { id: 'main-1' } });
    await settle();
    await api(app, 'i/update', { i: alice.token, name: 'Alice' });
    await settle();
    expect(socket.channelMessages('main-1')).toEqual([]);
  });

  it('answers a raw ping with pong and ignores heartbeats and garbage', async () => {
    const socket = await open(alice.token);
    socket.send('h');
    socket.send('{not json');
    socket.send({ type: 'whatever', body: 5 });
    socket.send({ type: 'subNote', body: { id: 'x' } });
    socket.send({ type: 'ch', body: { id: 'nope', type: 'x', body: {} } });
    socket.send('ping');
    await socket.until(() => socket.raw.includes('pong'), 'pong');
    expect(socket.closeCode).toBeNull();
  });

  it('refuses the upgrade with 401 for a bad token', async () => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/streaming?i=${'x'.repeat(32)}`);
    const status = await new Promise<number>((resolve, reject) => {
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => reject(new Error('upgrade should have been refused')));
      ws.once('error', () => {});
    });
    expect(status).toBe(401);
  });

  it('lets anonymous connections in but silently refuses them main', async () => {
    const socket = await open();
    socket.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {}, pong: true } });
    socket.send('ping');
    await socket.until(() => socket.raw.includes('pong'), 'pong');
    expect(socket.messages).toEqual([]);
  });

  it('connects main only once per socket (shared channel)', async () => {
    const socket = await openMain(alice.token, 'first');
    socket.send({ type: 'connect', body: { channel: 'main', id: 'second', params: {}, pong: true } });
    await api(app, 'i/update', { i: alice.token, name: 'A' });
    await socket.until(() => socket.channelMessages('first').length > 0, 'event on first');
    await settle();
    expect(socket.channelMessages('second')).toEqual([]);
  });

  it('delivers myTokenRegenerated, then closes every socket of the user and revokes every token', async () => {
    const other = (await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret' })).json()
      .i as string;
    const first = await openMain(alice.token);
    const second = await openMain(other, 'main-2');

    const res = await api(app, 'i/regenerate-token', { i: alice.token, password: 'pw-secret' });
    expect(res.statusCode).toBe(204);

    for (const [socket, id] of [
      [first, 'main-1'],
      [second, 'main-2'],
    ] as const) {
      await socket.until(() => socket.closeCode !== null, 'close');
      expect(socket.channelMessages(id, 'myTokenRegenerated')).toHaveLength(1);
      expect(socket.closeCode).toBe(1008);
    }

    for (const token of [alice.token, other]) {
      const i = await api(app, 'i', { i: token });
      expect(i.statusCode).toBe(401);
      expect(errorOf(i).code).toBe('AUTHENTICATION_FAILED');
    }
    // A fresh sign-in still works.
    expect(
      (await api(app, 'signin-flow', { username: 'alice', password: 'pw-secret' })).json().finished,
    ).toBe(true);
  });

  it('works with the misskey-js Stream client', async () => {
    const { Stream } = await import('misskey-js');
    const stream = new Stream(baseUrl, { token: alice.token }, { WebSocket });
    try {
      const main = stream.useChannel('main');
      const received = new Promise((resolve) => main.on('meUpdated', resolve));
      await new Promise<void>((resolve) => stream.once('_connected_', () => resolve()));
      // The connect message is sent on open; give the server a moment to register it.
      await settle();
      await api(app, 'i/update', { i: alice.token, name: 'Via SDK' });
      expect(await received).toMatchObject({ name: 'Via SDK' });
    } finally {
      stream.close();
    }
  });
});

describe('i/regenerate-token', () => {
  it('refuses a wrong password and keeps the token', async () => {
    const res = await api(app, 'i/regenerate-token', { i: alice.token, password: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INCORRECT_PASSWORD');
    expect((await api(app, 'i', { i: alice.token })).statusCode).toBe(200);
  });

  it('requires the password parameter', async () => {
    const res = await api(app, 'i/regenerate-token', { i: alice.token });
    expect(errorOf(res).info).toMatchObject({ param: 'password' });
  });
});
