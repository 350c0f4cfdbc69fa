import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { genId } from '../src/services/ids.js';
import { callAs, createTestApp, errorOf, okAs, signup, type TestAccount } from './helpers.js';
import { follow, ids, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let owner: TestAccount;
let poster: TestAccount;
let reader: TestAccount;
let channel: entities.Channel;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  app = await createTestApp();
  owner = await signup(app, 'olive', 'pw-secret');
  poster = await signup(app, 'poster', 'pw-secret');
  reader = await signup(app, 'reader', 'pw-secret');
  channel = await okAs<entities.Channel>(app, 'channels/create', owner, { name: 'Cats', color: '#123456' });
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await app.close();
});

const show = (who: TestAccount | null = null) =>
  okAs<entities.Channel>(app, 'channels/show', who, { channelId: channel.id });

/** `muter` mutes `mutee` (stored directly: the mute endpoints are another helper's part). */
function mute(muter: TestAccount, mutee: TestAccount): void {
  app.instance.db
    .prepare('INSERT INTO mutings (id, created_at, muter_id, mutee_id, expires_at) VALUES (?, ?, ?, ?, NULL)')
    .run(genId(), new Date().toISOString(), muter.id, mutee.id);
}

describe('posting into a channel', () => {
  it('forces public and local-only, packs the channel, and counts notes and users', async () => {
    const note = await post(app, poster, {
      text: 'meow',
      channelId: channel.id,
      visibility: 'followers',
      localOnly: false,
    });
    expect(note).toMatchObject({ channelId: channel.id, visibility: 'public', localOnly: true });
    expect(note.channel).toEqual({
      id: channel.id,
      name: 'Cats',
      color: '#123456',
      isSensitive: false,
      allowRenoteToExternal: true,
      userId: owner.id,
    });
    await post(app, poster, { text: 'again', channelId: channel.id });
    await post(app, reader, { text: 'hello', channelId: channel.id });
    const after = await show();
    expect(after).toMatchObject({ notesCount: 3, usersCount: 2 });
    expect(after.lastNotedAt).not.toBeNull();

    // The packed note follows a renamed channel at once.
    await okAs(app, 'channels/update', owner, { channelId: channel.id, name: 'Kittens' });
    const shown = await okAs<entities.Note>(app, 'notes/show', reader, { noteId: note.id });
    expect(shown.channel?.name).toBe('Kittens');
  });

  it('refuses an archived or missing channel with Misskey’s error', async () => {
    await okAs(app, 'channels/update', owner, { channelId: channel.id, isArchived: true });
    for (const channelId of [channel.id, 'nope']) {
      const res = await callAs(app, 'notes/create', poster, { text: 'late', channelId });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'NO_SUCH_CHANNEL',
        id: 'b1653923-5453-4edc-b786-7c4f39bb0bbb',
      });
    }
    expect(await show()).toMatchObject({ notesCount: 0 });
  });

  it('keeps replies in the replied note’s channel', async () => {
    const inside = await post(app, poster, { text: 'inside', channelId: channel.id });
    const outside = await post(app, poster, { text: 'outside' });
    expect((await post(app, reader, { text: 're', replyId: inside.id })).channelId).toBe(channel.id);
    expect(
      (await post(app, reader, { text: 're', replyId: outside.id, channelId: channel.id })).channelId,
    ).toBeNull();
  });

  it('refuses renoting out of a channel that forbids it', async () => {
    const inside = await post(app, poster, { text: 'inside', channelId: channel.id });
    expect((await post(app, reader, { renoteId: inside.id })).renoteId).toBe(inside.id);
    await okAs(app, 'channels/update', owner, { channelId: channel.id, allowRenoteToExternal: false });
    const res = await callAs(app, 'notes/create', reader, { renoteId: inside.id });
    expect(errorOf(res)).toMatchObject({
      code: 'CANNOT_RENOTE_OUTSIDE_OF_CHANNEL',
      id: '33510210-8452-094c-6227-4a6c05d99f00',
    });
    // Inside the same channel it is fine.
    expect((await post(app, reader, { renoteId: inside.id, channelId: channel.id })).channelId).toBe(
      channel.id,
    );
  });
});

describe('channels/timeline', () => {
  it('lists the channel’s notes only, newest first, paged, and stays off the other timelines', async () => {
    follow(app, reader, poster);
    const a = await post(app, poster, { text: 'a', channelId: channel.id });
    const b = await post(app, poster, { text: 'b', channelId: channel.id });
    const plain = await post(app, poster, { text: 'plain' });
    expect(await ids(app, 'channels/timeline', { channelId: channel.id })).toEqual([b.id, a.id]);
    expect(await ids(app, 'channels/timeline', { channelId: channel.id, untilId: b.id })).toEqual([a.id]);
    expect(await ids(app, 'channels/timeline', { channelId: channel.id, limit: 1 })).toEqual([b.id]);
    for (const endpoint of [
      'notes/timeline',
      'notes/hybrid-timeline',
      'notes/local-timeline',
      'notes/global-timeline',
    ]) {
      expect(await ids(app, endpoint, {}, reader)).toEqual([plain.id]);
    }
    const bad = await callAs(app, 'channels/timeline', null, { channelId: channel.id, limit: 0 });
    expect(errorOf(bad).code).toBe('INVALID_PARAM');
  });

  it('leaves out the notes of users the reader mutes', async () => {
    const muted = await post(app, poster, { text: 'muted', channelId: channel.id });
    const kept = await post(app, owner, { text: 'kept', channelId: channel.id });
    mute(reader, poster);
    expect(await ids(app, 'channels/timeline', { channelId: channel.id }, reader)).toEqual([kept.id]);
    expect(await ids(app, 'channels/timeline', { channelId: channel.id })).toEqual([kept.id, muted.id]);
  });
});

describe('followed channels on the home and social timelines', () => {
  it('shows the notes of followed, unmuted channels there, and nowhere else', async () => {
    const before = await post(app, poster, { text: 'before', channelId: channel.id });
    const timelines = ['notes/timeline', 'notes/hybrid-timeline'];
    // Read once first, so a kept home page has to be forgotten for what follows.
    for (const endpoint of timelines) expect(await ids(app, endpoint, {}, reader)).toEqual([]);
    await okAs(app, 'channels/follow', reader, { channelId: channel.id });
    for (const endpoint of timelines) expect(await ids(app, endpoint, {}, reader)).toEqual([before.id]);
    const after = await post(app, poster, { text: 'after', channelId: channel.id });
    for (const endpoint of timelines) {
      expect(await ids(app, endpoint, {}, reader)).toEqual([after.id, before.id]);
    }
    for (const endpoint of ['notes/local-timeline', 'notes/global-timeline']) {
      expect(await ids(app, endpoint, {}, reader)).toEqual([]);
    }
    await okAs(app, 'channels/mute/create', reader, { channelId: channel.id });
    for (const endpoint of timelines) expect(await ids(app, endpoint, {}, reader)).toEqual([]);
    await okAs(app, 'channels/mute/delete', reader, { channelId: channel.id });
    await okAs(app, 'channels/unfollow', reader, { channelId: channel.id });
    for (const endpoint of timelines) expect(await ids(app, endpoint, {}, reader)).toEqual([]);
  });
});

describe('a home page merged from followed users and followed channels', () => {
  it('pages both together in id order, backwards and forwards', async () => {
    follow(app, reader, poster);
    await okAs(app, 'channels/follow', reader, { channelId: channel.id });
    const made = [];
    for (let i = 0; i < 6; i++) {
      made.push(
        await post(app, i % 2 === 0 ? poster : owner, {
          text: `n${i}`,
          channelId: i % 2 === 0 ? null : channel.id,
        }),
      );
    }
    const newestFirst = made.map((n) => n.id).reverse();
    expect(await ids(app, 'notes/timeline', { limit: 4 }, reader)).toEqual(newestFirst.slice(0, 4));
    expect(await ids(app, 'notes/timeline', { limit: 4, untilId: newestFirst[3] }, reader)).toEqual(
      newestFirst.slice(4),
    );
    expect(await ids(app, 'notes/timeline', { limit: 3, sinceId: made[0]?.id }, reader)).toEqual(
      made.slice(1, 4).map((n) => n.id),
    );
  });
});

describe('the channel streaming channel', () => {
  async function connect(who: TestAccount | null, channelId = channel.id): Promise<TestSocket> {
    const socket = await TestSocket.open(await baseUrl(), who?.token);
    sockets.push(socket);
    socket.send({ type: 'connect', body: { channel: 'channel', id: 'ch', params: { channelId } } });
    // A ping answered proves the connect was handled before notes are posted.
    socket.send('ping');
    await socket.until(() => socket.raw.includes('pong'), 'pong');
    return socket;
  }
  let url: string | null = null;
  const baseUrl = async () => {
    url ??= await listen(app);
    return url;
  };
  afterEach(() => {
    url = null;
  });
  const received = (socket: TestSocket) =>
    socket.channelMessages('ch', 'note').map((n) => (n as entities.Note).text);

  it('sends each new note of the channel, to signed-out readers too, and nothing else', async () => {
    const signedIn = await connect(reader);
    const signedOut = await connect(null);
    const other = await okAs<entities.Channel>(app, 'channels/create', owner, { name: 'Dogs' });
    await post(app, poster, { text: 'elsewhere', channelId: other.id });
    await post(app, poster, { text: 'plain' });
    const note = await post(app, poster, { text: 'live', channelId: channel.id });
    await signedIn.until(() => received(signedIn).length > 0, 'a note');
    await signedOut.until(() => received(signedOut).length > 0, 'a note');
    expect(received(signedIn)).toEqual(['live']);
    expect(received(signedOut)).toEqual(['live']);
    const packed = signedIn.channelMessages('ch', 'note')[0] as entities.Note;
    expect(packed).toMatchObject({ id: note.id, channel: { id: channel.id, name: 'Cats' } });
  });

  it('brings a followed channel’s notes to the live home timeline of its followers only', async () => {
    await okAs(app, 'channels/follow', reader, { channelId: channel.id });
    const opened = [
      await TestSocket.open(await baseUrl(), reader.token),
      await TestSocket.open(await baseUrl(), owner.token),
    ];
    for (const socket of opened) {
      sockets.push(socket);
      socket.send({ type: 'connect', body: { channel: 'homeTimeline', id: 'home', params: {} } });
      socket.send('ping');
      await socket.until(() => socket.raw.includes('pong'), 'pong');
    }
    await post(app, poster, { text: 'to followers', channelId: channel.id });
    const [followerSocket, ownerSocket] = opened as [TestSocket, TestSocket];
    await followerSocket.until(() => followerSocket.channelMessages('home', 'note').length > 0, 'a note');
    // The owner does not follow the channel: a later plain note of their own arrives, the channel one never did.
    await post(app, owner, { text: 'own note' });
    await ownerSocket.until(() => ownerSocket.channelMessages('home', 'note').length > 0, 'a note');
    expect(ownerSocket.channelMessages('home', 'note').map((n) => (n as entities.Note).text)).toEqual([
      'own note',
    ]);
  });

  it('leaves out notes of users the reader mutes', async () => {
    mute(reader, poster);
    const socket = await connect(reader);
    await post(app, poster, { text: 'muted', channelId: channel.id });
    await post(app, owner, { text: 'kept', channelId: channel.id });
    await socket.until(() => received(socket).length > 0, 'a note');
    expect(received(socket)).toEqual(['kept']);
  });
});
