import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestApp, signup, type TestAccount } from './helpers.js';
import { follow, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let baseUrl: string;
let author: TestAccount;
let follower: TestAccount;
let recipient: TestAccount;
let outsider: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  author = await signup(app, 'author', 'pw-secret');
  follower = await signup(app, 'follower', 'pw-secret');
  recipient = await signup(app, 'recipient', 'pw-secret');
  outsider = await signup(app, 'outsider', 'pw-secret');
  follow(app, follower, author);
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

const channels = ['homeTimeline', 'localTimeline', 'hybridTimeline', 'globalTimeline'] as const;

/** A socket connected to all four timelines (channel ids equal the channel names). */
async function openTimelines(who?: TestAccount): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, who?.token);
  sockets.push(socket);
  for (const channel of channels) {
    socket.send({ type: 'connect', body: { channel, id: channel, params: {}, pong: true } });
  }
  const expectedConnects = who ? 4 : 2; // home and hybrid need a user
  await socket.until(
    () =>
      socket.messages.filter((m) => (m as { type: string }).type === 'connected').length === expectedConnects,
    'connected',
  );
  return socket;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const noteIds = (socket: TestSocket, channel: string) =>
  socket.channelMessages(channel, 'note').map((n) => (n as entities.Note).id);

describe('streaming timelines', () => {
  it('deliver each note only to connections whose user may see it', async () => {
    const sAuthor = await openTimelines(author);
    const sFollower = await openTimelines(follower);
    const sRecipient = await openTimelines(recipient);
    const sOutsider = await openTimelines(outsider);
    const sAnon = await openTimelines();

    const pub = await post(app, author, { text: 'public' });
    const fol = await post(app, author, { text: 'followers', visibility: 'followers' });
    const spec = await post(app, author, {
      text: 'direct',
      visibility: 'specified',
      visibleUserIds: [recipient.id],
    });
    const renoteOfFol = await post(app, author, { renoteId: fol.id });
    await sAuthor.until(() => noteIds(sAuthor, 'homeTimeline').length === 4, 'author home');
    await settle();

    expect(noteIds(sAuthor, 'homeTimeline')).toEqual([pub.id, fol.id, spec.id, renoteOfFol.id]);
    expect(noteIds(sAuthor, 'hybridTimeline')).toEqual([pub.id, fol.id, spec.id, renoteOfFol.id]);
    expect(noteIds(sAuthor, 'localTimeline')).toEqual([pub.id, renoteOfFol.id]);
    expect(noteIds(sFollower, 'homeTimeline')).toEqual([pub.id, fol.id, renoteOfFol.id]);
    expect(noteIds(sFollower, 'hybridTimeline')).toEqual([pub.id, fol.id, renoteOfFol.id]);
    expect(noteIds(sFollower, 'globalTimeline')).toEqual([pub.id, renoteOfFol.id]);
    for (const s of [sRecipient, sOutsider]) {
      expect(noteIds(s, 'homeTimeline')).toEqual([]);
      expect(noteIds(s, 'hybridTimeline')).toEqual([pub.id]);
      expect(noteIds(s, 'localTimeline')).toEqual([pub.id]);
      expect(noteIds(s, 'globalTimeline')).toEqual([pub.id]);
    }
    expect(noteIds(sAnon, 'localTimeline')).toEqual([pub.id]);
    expect(noteIds(sAnon, 'globalTimeline')).toEqual([pub.id]);
    expect(noteIds(sAnon, 'homeTimeline')).toEqual([]);

    // Packed for each receiver: the follower sees the renoted followers note inside.
    const followerRenote = sFollower.channelMessages('homeTimeline', 'note')[2] as entities.Note;
    expect(followerRenote.renote?.id).toBe(fol.id);
    const anonPub = sAnon.channelMessages('localTimeline', 'note')[0] as entities.Note;
    expect(anonPub).not.toHaveProperty('myReaction');
  });

  it('honour withRenotes: false', async () => {
    const socket = await TestSocket.open(baseUrl, follower.token);
    sockets.push(socket);
    socket.send({
      type: 'connect',
      body: { channel: 'localTimeline', id: 'ltl', params: { withRenotes: false } },
    });
    await settle();
    const note = await post(app, author, { text: 'x' });
    await post(app, outsider, { renoteId: note.id });
    const quote = await post(app, outsider, { text: 'quote', renoteId: note.id });
    await socket.until(() => socket.channelMessages('ltl', 'note').length === 2, 'two notes');
    await settle();
    expect(noteIds(socket, 'ltl')).toEqual([note.id, quote.id]);
  });
});

describe('subNote', () => {
  async function subscribe(who: TestAccount | undefined, noteId: string, type = 's'): Promise<TestSocket> {
    const socket = await TestSocket.open(baseUrl, who?.token);
    sockets.push(socket);
    socket.send({ type, body: { id: noteId } });
    await settle();
    return socket;
  }
  const updates = (socket: TestSocket) =>
    socket.messages
      .filter((m) => (m as { type: string }).type === 'noteUpdated')
      .map((m) => (m as { body: unknown }).body);

  it('sends noteUpdated only to subscribers who may see the note', async () => {
    const fol = await post(app, author, { text: 'followers', visibility: 'followers' });
    const sFollower = await subscribe(follower, fol.id);
    const sAuthor = await subscribe(author, fol.id, 'sr');
    const sOutsider = await subscribe(outsider, fol.id, 'subNote');
    const sAnon = await subscribe(undefined, fol.id);

    app.instance.events.publishNoteStream(fol.id, 'reacted', { reaction: '👍', userId: follower.id });
    await sFollower.until(() => updates(sFollower).length === 1, 'noteUpdated');
    await settle();
    const expected = { id: fol.id, type: 'reacted', body: { reaction: '👍', userId: follower.id } };
    expect(updates(sFollower)).toEqual([expected]);
    expect(updates(sAuthor)).toEqual([expected]);
    expect(updates(sOutsider)).toEqual([]);
    expect(updates(sAnon)).toEqual([]);
  });

  it('tells subscribers of a deletion, and stops after unsubNote', async () => {
    const note = await post(app, author, { text: 'short-lived' });
    const kept = await subscribe(outsider, note.id);
    const left = await subscribe(recipient, note.id);
    left.send({ type: 'un', body: { id: note.id } });
    await settle();
    await api(app, 'notes/delete', { i: author.token, noteId: note.id });
    await kept.until(() => updates(kept).length === 1, 'deleted');
    await settle();
    const [update] = updates(kept) as { id: string; type: string; body: { deletedAt: string } }[];
    expect(update).toMatchObject({ id: note.id, type: 'deleted' });
    expect(Number.isNaN(Date.parse(update?.body.deletedAt ?? ''))).toBe(false);
    expect(updates(left)).toEqual([]);
  });
});

describe('main channel note events', () => {
  it('publishes mention and reply to the users concerned', async () => {
    const socket = await TestSocket.open(baseUrl, recipient.token);
    sockets.push(socket);
    socket.send({ type: 'connect', body: { channel: 'main', id: 'main', params: {}, pong: true } });
    await socket.until(
      () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
      'connected',
    );
    const mine = await post(app, recipient, { text: 'my note' });
    const reply = await post(app, author, { text: 'a reply', replyId: mine.id });
    const mention = await post(app, author, { text: 'hey @recipient', visibility: 'followers' });
    // Mentioning someone in a direct note addresses it to them too, as in Misskey.
    const direct = await post(app, author, {
      text: '@recipient psst',
      visibility: 'specified',
      visibleUserIds: [],
    });
    // Mentions of others are not told to them.
    await post(app, author, { text: 'hi @outsider' });
    await socket.until(() => socket.channelMessages('main', 'mention').length >= 2, 'mentions');
    await settle();
    expect((socket.channelMessages('main', 'reply') as entities.Note[]).map((n) => n.id)).toEqual([reply.id]);
    expect((socket.channelMessages('main', 'mention') as entities.Note[]).map((n) => n.id)).toEqual([
      mention.id,
      direct.id,
    ]);
  });
});
