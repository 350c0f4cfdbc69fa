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

const exists = async (noteId: string) => (await api(app, 'notes/show', { noteId })).statusCode === 200;
const notesCount = async (who: TestAccount) =>
  ((await api(app, 'users/show', { userId: who.id })).json() as entities.UserDetailed).notesCount;

describe('deleting a note', () => {
  it('deletes its replies (all the way down) and renotes too, and keeps the counts right', async () => {
    const root = await post(app, alice, { text: 'root' });
    const reply = await post(app, bob, { text: 'reply', replyId: root.id });
    const replyToReply = await post(app, alice, { text: 'deeper', replyId: reply.id });
    const renote = await post(app, bob, { renoteId: root.id });
    const quote = await post(app, bob, { text: 'quoting', renoteId: root.id });
    const unrelated = await post(app, bob, { text: 'elsewhere' });
    expect(await notesCount(bob)).toBe(4);

    expect((await api(app, 'notes/delete', { i: alice.token, noteId: root.id })).statusCode).toBe(204);
    for (const gone of [root, reply, replyToReply, renote, quote]) expect(await exists(gone.id)).toBe(false);
    expect(await exists(unrelated.id)).toBe(true);
    expect(await notesCount(alice)).toBe(0);
    expect(await notesCount(bob)).toBe(1);
  });

  it('deleting a reply lowers the parent’s repliesCount and leaves the parent alone', async () => {
    const root = await post(app, alice, { text: 'root' });
    const reply = await post(app, bob, { text: 'reply', replyId: root.id });
    await api(app, 'notes/delete', { i: bob.token, noteId: reply.id });
    const shown = (await api(app, 'notes/show', { noteId: root.id })).json() as entities.Note;
    expect(shown.repliesCount).toBe(0);
  });

  it('announces deleted to the subscribers of each note that went', async () => {
    const root = await post(app, alice, { text: 'root' });
    const reply = await post(app, bob, { text: 'reply', replyId: root.id });
    const renote = await post(app, bob, { renoteId: root.id });
    const socket = await TestSocket.open(await listen(app), bob.token);
    sockets.push(socket);
    for (const id of [root.id, reply.id, renote.id]) socket.send({ type: 'subNote', body: { id } });
    socket.send('ping');
    await socket.until(() => socket.raw.includes('pong'), 'pong');

    await api(app, 'notes/delete', { i: alice.token, noteId: root.id });
    const deleted = () =>
      socket.messages
        .filter((m) => (m as { type: string }).type === 'noteUpdated')
        .map((m) => (m as { body: { id: string; type: string; body: { deletedAt: string } } }).body)
        .filter((b) => b.type === 'deleted');
    await socket.until(() => deleted().length === 3, 'three deleted events');
    expect(
      deleted()
        .map((d) => d.id)
        .sort(),
    ).toEqual([root.id, reply.id, renote.id].sort());
    expect(typeof deleted()[0]?.body.deletedAt).toBe('string');
  });
});
