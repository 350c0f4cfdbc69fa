import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, signup, type TestAccount } from './helpers.js';
import { post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let alice: TestAccount;
let bob: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

async function openMain(who: TestAccount): Promise<TestSocket> {
  const socket = await TestSocket.open(await listen(app), who.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel: 'main', id: 'main', params: {}, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    'connected',
  );
  return socket;
}

const flags = async (who: TestAccount) => {
  const me = (await api(app, 'i', { i: who.token })).json() as entities.MeDetailed;
  return { hasUnreadMentions: me.hasUnreadMentions, hasUnreadSpecifiedNotes: me.hasUnreadSpecifiedNotes };
};

describe('unread mentions and specified notes', () => {
  it('reading notes/mentions clears the unread mention flag', async () => {
    await post(app, alice, { text: 'are you there @bob' });
    expect((await flags(bob)).hasUnreadMentions).toBe(true);
    const res = await api(app, 'notes/mentions', { i: bob.token });
    expect(res.statusCode).toBe(200);
    expect(await flags(bob)).toEqual({ hasUnreadMentions: false, hasUnreadSpecifiedNotes: false });
  });

  it('announces unreadMention and unreadSpecifiedNote with the note id, and i reports them', async () => {
    const socket = await openMain(bob);
    expect(await flags(bob)).toEqual({ hasUnreadMentions: false, hasUnreadSpecifiedNotes: false });

    const mention = await post(app, alice, { text: 'hi @bob' });
    await socket.until(() => socket.channelMessages('main', 'unreadMention').length === 1, 'unreadMention');
    expect(socket.channelMessages('main', 'unreadMention')).toEqual([mention.id]);
    expect(await flags(bob)).toEqual({ hasUnreadMentions: true, hasUnreadSpecifiedNotes: false });

    const direct = await post(app, alice, {
      text: 'psst',
      visibility: 'specified',
      visibleUserIds: [bob.id],
    });
    await socket.until(
      () => socket.channelMessages('main', 'unreadSpecifiedNote').length === 1,
      'unreadSpecifiedNote',
    );
    expect(socket.channelMessages('main', 'unreadSpecifiedNote')).toEqual([direct.id]);
    expect(await flags(bob)).toEqual({ hasUnreadMentions: true, hasUnreadSpecifiedNotes: true });
  });

  it('counts a reply as a mention of the replied note’s author', async () => {
    const mine = await post(app, bob, { text: 'a thought' });
    const socket = await openMain(bob);
    const reply = await post(app, alice, { text: 'an answer', replyId: mine.id });
    await socket.until(() => socket.channelMessages('main', 'unreadMention').length === 1, 'unreadMention');
    expect(socket.channelMessages('main', 'unreadMention')).toEqual([reply.id]);
    expect((await flags(bob)).hasUnreadMentions).toBe(true);
  });

  it('does not announce an author’s mention of themself', async () => {
    const socket = await openMain(bob);
    await post(app, bob, { text: 'talking to @bob myself' });
    // A later event proves the earlier ones were not merely slow.
    const marker = await post(app, alice, { text: 'now @bob' });
    await socket.until(() => socket.channelMessages('main', 'unreadMention').length >= 1, 'unreadMention');
    expect(socket.channelMessages('main', 'unreadMention')).toEqual([marker.id]);
  });

  it('reading them all sends readAllUnreadMentions and readAllUnreadSpecifiedNotes and clears i', async () => {
    await post(app, alice, { text: 'hi @bob' });
    await post(app, alice, { text: 'psst', visibility: 'specified', visibleUserIds: [bob.id] });
    const socket = await openMain(bob);
    expect((await api(app, 'notifications/mark-all-as-read', { i: bob.token })).statusCode).toBe(204);
    await socket.until(
      () =>
        socket.channelMessages('main', 'readAllUnreadMentions').length === 1 &&
        socket.channelMessages('main', 'readAllUnreadSpecifiedNotes').length === 1,
      'readAll events',
    );
    expect(await flags(bob)).toEqual({ hasUnreadMentions: false, hasUnreadSpecifiedNotes: false });
  });
});
