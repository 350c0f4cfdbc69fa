import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp } from './drive-helpers.js';
import { addEmojiAs, call, signupAdmin } from './emoji-helpers.js';
import { signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

let app: FastifyInstance;
let baseUrl: string;
let admin: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  ({ app } = await createDriveApp());
  admin = await signupAdmin(app);
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await app.close();
});

async function open(token?: string): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, token);
  sockets.push(socket);
  return socket;
}

function topLevel(socket: TestSocket, type: string): unknown[] {
  return socket.messages
    .filter((m): m is { type: string; body: unknown } => (m as { type?: string }).type === type)
    .map((m) => m.body);
}

async function next(socket: TestSocket, type: string, count: number): Promise<unknown> {
  await socket.until(() => topLevel(socket, type).length >= count, `${type} #${count}`);
  return topLevel(socket, type)[count - 1];
}

describe('custom emoji broadcasts', () => {
  it('tells every connection, signed in or not, about added, updated and deleted emoji', async () => {
    const bob = await signup(app, 'bob');
    const visitor = await open();
    const member = await open(bob.token);

    const added = await addEmojiAs(app, admin, 'fresh', { category: 'New' });
    for (const socket of [visitor, member]) {
      expect(await next(socket, 'emojiAdded', 1)).toEqual({ emoji: added });
    }

    await call(app, 'admin/emoji/update', admin, { id: added.id, isSensitive: true });
    for (const socket of [visitor, member]) {
      expect(await next(socket, 'emojiUpdated', 1)).toEqual({ emojis: [{ ...added, isSensitive: true }] });
    }

    await call(app, 'admin/emoji/delete', admin, { id: added.id });
    for (const socket of [visitor, member]) {
      expect(await next(socket, 'emojiDeleted', 1)).toEqual({ emojis: [{ ...added, isSensitive: true }] });
    }
  });

  it('announces a rename as the old name deleted and the new one added', async () => {
    const socket = await open();
    const added = await addEmojiAs(app, admin, 'before');
    await next(socket, 'emojiAdded', 1);
    await call(app, 'admin/emoji/update', admin, { id: added.id, name: 'after' });
    expect(await next(socket, 'emojiDeleted', 1)).toEqual({ emojis: [added] });
    expect(await next(socket, 'emojiAdded', 2)).toEqual({
      emoji: { ...added, name: 'after', url: added.url.replace('before', 'after') },
    });
    expect(topLevel(socket, 'emojiUpdated')).toEqual([]);
  });

  it('sends nothing for a rejected add', async () => {
    const socket = await open();
    await call(app, 'admin/emoji/add', admin, { name: 'nope', fileId: 'unknown000' });
    await addEmojiAs(app, admin, 'yes');
    await next(socket, 'emojiAdded', 1);
    expect(topLevel(socket, 'emojiAdded')).toHaveLength(1);
    expect((topLevel(socket, 'emojiAdded')[0] as { emoji: { name: string } }).emoji.name).toBe('yes');
  });
});
