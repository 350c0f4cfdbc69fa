import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

// Mutes and blocks on live notes and the main channel. No waiting for time: after what must
// not arrive, carol writes something that must, and the socket is read once that is there
// (one process delivers events in order).
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
  follow(app, alice, bob);
  follow(app, alice, carol);
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

const timelineChannels = ['homeTimeline', 'localTimeline', 'hybridTimeline', 'globalTimeline'] as const;

async function open(who: TestAccount, channels: readonly string[]): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, who.token);
  sockets.push(socket);
  for (const channel of channels) {
    socket.send({ type: 'connect', body: { channel, id: channel, params: {}, pong: true } });
  }
  await socket.until(
    () =>
      socket.messages.filter((m) => (m as { type: string }).type === 'connected').length === channels.length,
    'connected',
  );
  return socket;
}

const noteIds = (socket: TestSocket, channel: string) =>
  socket.channelMessages(channel, 'note').map((n) => (n as entities.Note).id);

async function untilEveryTimelineHas(socket: TestSocket, noteId: string) {
  await socket.until(() => timelineChannels.every((c) => noteIds(socket, c).includes(noteId)), noteId);
}

describe('live timelines', () => {
  it("leave out a muted user's notes and renotes of them", async () => {
    const s = await open(alice, timelineChannels);
    const before = await post(app, bob, { text: 'before the mute' });
    await untilEveryTimelineHas(s, before.id);
    await okAs(app, 'mute/create', alice, { userId: bob.id });
    const muted = await post(app, bob, { text: 'while muted' });
    const renote = await post(app, carol, { renoteId: before.id });
    const sentinel = await post(app, carol, { text: 'carol is heard' });
    await untilEveryTimelineHas(s, sentinel.id);
    for (const channel of timelineChannels) {
      expect(noteIds(s, channel), channel).not.toContain(muted.id);
      expect(noteIds(s, channel), channel).not.toContain(renote.id);
    }
  });

  it('leave out a renote-muted user’s pure renotes but not their quotes', async () => {
    const s = await open(alice, timelineChannels);
    const carols = await post(app, carol, { text: 'share me' });
    await okAs(app, 'renote-mute/create', alice, { userId: bob.id });
    const renote = await post(app, bob, { renoteId: carols.id });
    const quote = await post(app, bob, { text: 'my view', renoteId: carols.id });
    await untilEveryTimelineHas(s, quote.id);
    for (const channel of timelineChannels) expect(noteIds(s, channel), channel).not.toContain(renote.id);
  });

  it('hide each side of a block from the other', async () => {
    const sAlice = await open(alice, ['localTimeline', 'globalTimeline']);
    const sBob = await open(bob, ['localTimeline', 'globalTimeline']);
    await okAs(app, 'blocking/create', bob, { userId: alice.id });
    const bobs = await post(app, bob, { text: 'bob' });
    const alices = await post(app, alice, { text: 'alice' });
    const sentinel = await post(app, carol, { text: 'carol' });
    for (const [socket, hidden] of [
      [sAlice, bobs.id],
      [sBob, alices.id],
    ] as const) {
      await socket.until(() => noteIds(socket, 'globalTimeline').includes(sentinel.id), 'sentinel');
      await socket.until(() => noteIds(socket, 'localTimeline').includes(sentinel.id), 'sentinel');
      expect(noteIds(socket, 'globalTimeline')).not.toContain(hidden);
      expect(noteIds(socket, 'localTimeline')).not.toContain(hidden);
    }
  });
});

describe('the main channel', () => {
  const events = (socket: TestSocket, type: string) => socket.channelMessages('main', type);

  it('carries no mention or notification from a muted or blocking user, nor from a muted thread', async () => {
    const s = await open(alice, ['main']);
    const thread = await post(app, alice, { text: 'my thread' });
    await okAs(app, 'mute/create', alice, { userId: bob.id });
    await okAs(app, 'notes/thread-muting/create', alice, { noteId: thread.id });
    const fromBob = await post(app, bob, { text: 'hey @alice' });
    const inThread = await post(app, carol, { text: '@alice in the thread', replyId: thread.id });
    const sentinel = await post(app, carol, { text: 'hey @alice' });
    await s.until(() => events(s, 'mention').some((n) => (n as entities.Note).id === sentinel.id), 'mention');
    await s.until(() => events(s, 'notification').length === 1, 'notification');
    const mentioned = events(s, 'mention').map((n) => (n as entities.Note).id);
    expect(mentioned).not.toContain(fromBob.id);
    expect(mentioned).not.toContain(inThread.id);
    expect(events(s, 'reply')).toEqual([]);
    expect(events(s, 'notification').map((n) => (n as { userId?: string }).userId)).toEqual([carol.id]);

    // A block works the same way, whichever side made it.
    await okAs(app, 'mute/delete', alice, { userId: bob.id });
    await okAs(app, 'blocking/create', bob, { userId: alice.id });
    const blocked = await post(app, bob, { text: 'still @alice' });
    const second = await post(app, carol, { text: 'again @alice' });
    await s.until(() => events(s, 'mention').some((n) => (n as entities.Note).id === second.id), 'second');
    expect(events(s, 'mention').map((n) => (n as entities.Note).id)).not.toContain(blocked.id);
  });
});
