import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { genId } from '../src/services/ids.js';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let baseUrl: string;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  carol = await signup(app, 'carol', 'pw-secret');
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

function antenna(who: TestAccount, keyword: string): Promise<entities.Antenna> {
  return okAs<entities.Antenna>(app, 'antennas/create', who, {
    name: keyword,
    src: 'all',
    keywords: [[keyword]],
    excludeKeywords: [],
    users: [],
    caseSensitive: false,
    withReplies: false,
    withFile: false,
  });
}

/** A socket of `who` connected to `channel` with `params`, once the server said connected. */
async function connect(who: TestAccount, channel: string, params: Record<string, unknown> = {}) {
  const socket = await TestSocket.open(baseUrl, who.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel, id: 'c', params, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    'connected',
  );
  return socket;
}

const texts = (socket: TestSocket) =>
  socket.channelMessages('c', 'note').map((n) => (n as entities.Note).text);

describe('antenna channel', () => {
  it("streams the antenna's new notes, and nothing else, to its owner", async () => {
    const cats = await antenna(alice, 'cat');
    const socket = await connect(alice, 'antenna', { antennaId: cats.id });
    await post(app, bob, { text: 'a dog' });
    await post(app, bob, { text: 'a cat', visibility: 'followers' });
    await post(app, carol, { text: 'another cat' });
    await socket.until(() => texts(socket).length > 0, 'a note');
    await post(app, bob, { text: 'last cat' });
    await socket.until(() => texts(socket).length === 2, 'the second note');
    expect(texts(socket)).toEqual(['another cat', 'last cat']);
  });

  it("refuses someone else's antenna and leaves out notes of muted authors", async () => {
    const cats = await antenna(alice, 'cat');
    const intruder = await connect(bob, 'antenna', { antennaId: cats.id });
    // Bob's own antenna on the same socket: once it has the note, so would the refused one.
    const bobs = await antenna(bob, 'own');
    intruder.send({
      type: 'connect',
      body: { channel: 'antenna', id: 'own', params: { antennaId: bobs.id }, pong: true },
    });
    await intruder.until(
      () => intruder.messages.filter((m) => (m as { type: string }).type === 'connected').length === 2,
      'connected to both',
    );
    app.instance.db
      .prepare('INSERT INTO mutings (id, created_at, muter_id, mutee_id) VALUES (?, ?, ?, ?)')
      .run(genId(), new Date().toISOString(), alice.id, carol.id);
    const socket = await connect(alice, 'antenna', { antennaId: cats.id });
    await post(app, carol, { text: 'muted cat' });
    await post(app, alice, { text: 'own cat' });
    await socket.until(() => texts(socket).length > 0, 'a note');
    expect(texts(socket)).toEqual(['own cat']);
    await intruder.until(() => intruder.channelMessages('own', 'note').length > 0, "bob's own antenna");
    expect(texts(intruder)).toEqual([]);
  });

  it('tells the main channel unreadAntenna once, and readAllAntennas when read', async () => {
    const cats = await antenna(alice, 'cat');
    const main = await connect(alice, 'main');
    const events = () =>
      main.messages
        .map((m) => m as { type: string; body?: { id?: string; type?: string; body?: unknown } })
        .filter((m) => m.type === 'channel' && m.body?.id === 'c')
        .map((m) => m.body?.type);
    // The first note the owner has not read marks the antenna unread; more add no event.
    await post(app, bob, { text: 'cat one' });
    await main.until(() => events().includes('unreadAntenna'), 'unreadAntenna');
    const unread = main.channelMessages('c', 'unreadAntenna')[0] as entities.Antenna;
    expect(unread).toMatchObject({ id: cats.id, hasUnreadNote: true });
    await post(app, bob, { text: 'cat two' });
    await okAs(app, 'antennas/notes', alice, { antennaId: cats.id });
    await main.until(() => events().includes('readAllAntennas'), 'readAllAntennas');
    expect(events().filter((t) => t === 'unreadAntenna')).toHaveLength(1);
  });
});
