import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, okAs, signup, type TestAccount } from './helpers.js';
import { follow, ids, post } from './notes-helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let reader: TestAccount; // owns the list
let member: TestAccount;
let other: TestAccount; // not on the list
let listId: string;

beforeEach(async () => {
  app = await createTestApp();
  reader = await signup(app, 'reader', 'pw-secret');
  member = await signup(app, 'member', 'pw-secret');
  other = await signup(app, 'other', 'pw-secret');
  listId = (await okAs<entities.UserList>(app, 'users/lists/create', reader, { name: 'l' })).id;
  await okAs(app, 'users/lists/push', reader, { listId, userId: member.id });
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  baseUrl = null;
  await app.close();
});

const timeline = (params: Record<string, unknown> = {}) =>
  ids(app, 'notes/user-list-timeline', { listId, ...params }, reader);

describe('notes/user-list-timeline', () => {
  it("shows the members' notes the reader may see, newest first, with Misskey's reply rule", async () => {
    const otherNote = await post(app, other, { text: 'not a member' });
    const pub = await post(app, member, { text: 'public' });
    const home = await post(app, member, { text: 'home', visibility: 'home' });
    const fol = await post(app, member, { text: 'followers only', visibility: 'followers' });
    const selfReply = await post(app, member, { text: 'me again', replyId: pub.id });
    const replyToOther = await post(app, member, { text: 'hi other', replyId: otherNote.id });
    const readerNote = await post(app, reader, { text: 'mine' });
    const replyToReader = await post(app, member, { text: 'hi reader', replyId: readerNote.id });

    // Not following the member: the followers-only note stays hidden.
    expect(await timeline()).toEqual([replyToReader.id, selfReply.id, home.id, pub.id]);
    follow(app, reader, member);
    expect(await timeline()).toEqual([replyToReader.id, selfReply.id, fol.id, home.id, pub.id]);

    // With replies for that member, their replies to anyone appear.
    await okAs(app, 'users/lists/update-membership', reader, {
      listId,
      userId: member.id,
      withReplies: true,
    });
    expect(await timeline()).toContain(replyToOther.id);

    // Paging.
    const first = await timeline({ limit: 2 });
    expect(first).toEqual([replyToReader.id, replyToOther.id]);
    expect(await timeline({ limit: 2, untilId: first[1] })).toEqual([selfReply.id, fol.id]);
  });

  it('honours withRenotes, withFiles and includeMyRenotes', async () => {
    const readerNote = await post(app, reader, { text: 'original' });
    const renote = await post(app, member, { renoteId: readerNote.id });
    const quote = await post(app, member, { text: 'quote', renoteId: readerNote.id });
    expect(await timeline()).toEqual([quote.id, renote.id]);
    expect(await timeline({ withRenotes: false })).toEqual([quote.id]);
    expect(await timeline({ includeRenotedMyNotes: false })).toEqual([quote.id]);
    expect(await timeline({ withFiles: true })).toEqual([]);
  });

  it('leaves out the notes of removed members', async () => {
    const note = await post(app, member, { text: 'x' });
    expect(await timeline()).toEqual([note.id]);
    await okAs(app, 'users/lists/pull', reader, { listId, userId: member.id });
    expect(await timeline()).toEqual([]);
  });

  it('hides members the reader mutes or blocks', async () => {
    await post(app, member, { text: 'x' });
    await okAs(app, 'mute/create', reader, { userId: member.id });
    expect(await timeline()).toEqual([]);
    await okAs(app, 'mute/delete', reader, { userId: member.id });
    expect(await timeline()).toHaveLength(1);
    // Blocking keeps them on one's own list (only the blocker leaves the other's lists) but out of sight.
    await okAs(app, 'blocking/create', reader, { userId: member.id });
    expect((await okAs<entities.UserList>(app, 'users/lists/show', reader, { listId })).userIds).toEqual([
      member.id,
    ]);
    expect(await timeline()).toEqual([]);
  });
});

const sockets: TestSocket[] = [];
let baseUrl: string | null = null;

async function openList(who: TestAccount, params: Record<string, unknown>, id = 'list'): Promise<TestSocket> {
  baseUrl ??= await listen(app);
  const socket = await TestSocket.open(baseUrl, who.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel: 'userList', id, params, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    'connected',
  );
  return socket;
}

const live = (socket: TestSocket, id = 'list') =>
  socket.channelMessages(id, 'note').map((n) => (n as entities.Note).id);

describe('userList streaming channel', () => {
  it("sends the list members' new notes to the owner, by the same rules as the timeline", async () => {
    const socket = await openList(reader, { listId });
    const noRenotes = await openList(reader, { listId, withRenotes: false }, 'noRenotes');
    const otherNote = await post(app, other, { text: 'not a member' });
    const fol = await post(app, member, { text: 'followers only', visibility: 'followers' });
    const replyToOther = await post(app, member, { text: 'hi other', replyId: otherNote.id });
    const renote = await post(app, member, { renoteId: otherNote.id });
    const pub = await post(app, member, { text: 'public' });
    await socket.until(() => live(socket).includes(pub.id), 'the public note');
    await noRenotes.until(() => live(noRenotes, 'noRenotes').includes(pub.id), 'the public note');

    expect(live(socket)).toEqual([renote.id, pub.id]);
    expect(live(noRenotes, 'noRenotes')).toEqual([pub.id]);
    expect([fol.id, replyToOther.id].some((id) => live(socket).includes(id))).toBe(false);
  });

  it('follows membership changes while connected and applies mutes', async () => {
    const socket = await openList(reader, { listId });
    await okAs(app, 'users/lists/push', reader, { listId, userId: other.id });
    const byOther = await post(app, other, { text: 'newly added' });
    await socket.until(() => live(socket).includes(byOther.id), 'the new member');

    await okAs(app, 'mute/create', reader, { userId: other.id });
    await post(app, other, { text: 'muted' });
    const marker = await post(app, member, { text: 'marker' });
    await socket.until(() => live(socket).includes(marker.id), 'the marker');
    expect(live(socket)).toEqual([byOther.id, marker.id]);
  });

  it("sends nothing on someone else's list", async () => {
    const socket = await openList(other, { listId });
    const own = await openList(reader, { listId }, 'own');
    const note = await post(app, member, { text: 'x' });
    await own.until(() => live(own, 'own').includes(note.id), 'the owner gets it');
    expect(live(socket)).toEqual([]);
  });
});
