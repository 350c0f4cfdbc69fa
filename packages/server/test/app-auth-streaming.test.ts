import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

// App tokens on the stream, as on the API: a channel that names a permission needs it.
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

async function appToken(session: string, permission: string[]): Promise<string> {
  await okAs(app, 'miauth/gen-token', alice, { session, name: 'Stream app', permission });
  const check = await app.inject({ method: 'POST', url: `/api/miauth/${session}/check` });
  return (check.json() as { token: string }).token;
}

/** Asks for each channel in turn and answers which ones said `connected`. */
async function joined(token: string, channels: string[]): Promise<string[]> {
  const socket = await TestSocket.open(baseUrl, token);
  sockets.push(socket);
  for (const channel of channels) {
    socket.send({ type: 'connect', body: { channel, id: channel, params: {}, pong: true } });
  }
  // localTimeline names no permission, so it always joins: once it has, the others have answered.
  socket.send({ type: 'connect', body: { channel: 'localTimeline', id: 'last', params: {}, pong: true } });
  const connected = () =>
    socket.messages
      .filter((m) => (m as { type: string }).type === 'connected')
      .map((m) => (m as { body: { id: string } }).body.id);
  await socket.until(() => connected().includes('last'), 'the last channel joined');
  return connected().filter((id) => id !== 'last');
}

const privateChannels = ['main', 'homeTimeline', 'hybridTimeline', 'drive'];

it('an app token without read:account joins none of the account channels', async () => {
  const token = await appToken('11111111-2222-3333-4444-555555555555', ['write:notes']);
  expect(await joined(token, [...privateChannels, 'globalTimeline'])).toEqual(['globalTimeline']);
});

it('an app token with read:account joins them, as does a session token', async () => {
  const token = await appToken('66666666-7777-8888-9999-000000000000', ['read:account']);
  expect(await joined(token, privateChannels)).toEqual(privateChannels);
  expect(await joined(alice.token, privateChannels)).toEqual(privateChannels);
});
