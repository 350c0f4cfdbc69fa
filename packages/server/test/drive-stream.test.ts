import type { FastifyInstance } from 'fastify';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriveApp, upload } from './drive-helpers.js';
import { okAs, signup, type TestAccount } from './helpers.js';
import { listen, TestSocket } from './ws-client.js';

/**
 * The `drive` channel: every change to a user's drive reaches their other open clients (the
 * drive page in another tab follows along), and nobody else's.
 */
let app: FastifyInstance;
let baseUrl: string;
let alice: TestAccount;
let bob: TestAccount;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  ({ app } = await createDriveApp());
  alice = await signup(app, 'alice', 'pw-secret');
  bob = await signup(app, 'bob', 'pw-secret');
  baseUrl = await listen(app);
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await app.close();
});

async function openDrive(who: TestAccount): Promise<TestSocket> {
  const socket = await TestSocket.open(baseUrl, who.token);
  sockets.push(socket);
  socket.send({ type: 'connect', body: { channel: 'drive', id: 'd', params: {} } });
  // A main-channel round trip proves the drive subscription (sent before it) is in place.
  socket.send({ type: 'connect', body: { channel: 'main', id: 'm', params: {}, pong: true } });
  await socket.until(
    () => socket.messages.some((m) => (m as { type: string }).type === 'connected'),
    'connected',
  );
  return socket;
}

describe('the drive channel', () => {
  it('delivers file and folder events to the owner only', async () => {
    const tab = await openDrive(alice);
    const stranger = await openDrive(bob);
    // The drive channel's events only (the main channel opened alongside has its own).
    const events = () =>
      tab.messages
        .map((m) => m as { type: string; body: { id: string; type: string } })
        .filter((m) => m.type === 'channel' && m.body.id === 'd')
        .map((m) => m.body.type);

    const trips = await okAs<entities.DriveFolder>(app, 'drive/folders/create', alice, { name: 'Trips' });
    await tab.until(() => tab.channelMessages('d', 'folderCreated').length === 1, 'folderCreated');
    expect(tab.channelMessages('d', 'folderCreated')[0]).toMatchObject({ id: trips.id, name: 'Trips' });

    await okAs(app, 'drive/folders/update', alice, { folderId: trips.id, name: 'Travel' });
    await tab.until(() => tab.channelMessages('d', 'folderUpdated').length === 1, 'folderUpdated');
    expect(tab.channelMessages('d', 'folderUpdated')[0]).toMatchObject({ id: trips.id, name: 'Travel' });

    const file = await upload(app, alice, { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') });
    await tab.until(() => tab.channelMessages('d', 'fileCreated').length === 1, 'fileCreated');
    expect(tab.channelMessages('d', 'fileCreated')[0]).toMatchObject({ id: file.id, name: 'a.txt' });

    await okAs(app, 'drive/files/move-bulk', alice, { fileIds: [file.id], folderId: trips.id });
    await tab.until(() => tab.channelMessages('d', 'fileUpdated').length === 1, 'fileUpdated (move)');
    expect(tab.channelMessages('d', 'fileUpdated')[0]).toMatchObject({ id: file.id, folderId: trips.id });

    await okAs(app, 'drive/files/update', alice, { fileId: file.id, name: 'b.txt' });
    await tab.until(() => tab.channelMessages('d', 'fileUpdated').length === 2, 'fileUpdated (rename)');
    expect(tab.channelMessages('d', 'fileUpdated')[1]).toMatchObject({ id: file.id, name: 'b.txt' });

    await okAs(app, 'drive/files/delete', alice, { fileId: file.id });
    await tab.until(() => tab.channelMessages('d', 'fileDeleted').length === 1, 'fileDeleted');
    expect(tab.channelMessages('d', 'fileDeleted')[0]).toBe(file.id);

    await okAs(app, 'drive/folders/delete', alice, { folderId: trips.id });
    await tab.until(() => tab.channelMessages('d', 'folderDeleted').length === 1, 'folderDeleted');
    expect(tab.channelMessages('d', 'folderDeleted')[0]).toBe(trips.id);

    expect(events()).toEqual([
      'folderCreated',
      'folderUpdated',
      'fileCreated',
      'fileUpdated',
      'fileUpdated',
      'fileDeleted',
      'folderDeleted',
    ]);
    // Bob's own change reaches his socket, proving it listens; none of Alice's did.
    await okAs(app, 'drive/folders/create', bob, { name: 'Bob' });
    await stranger.until(
      () => stranger.channelMessages('d', 'folderCreated').length === 1,
      'bob folderCreated',
    );
    expect(stranger.channelMessages('d')).toHaveLength(1);
  });

  it('refuses a signed-out connection silently', async () => {
    const socket = await TestSocket.open(baseUrl);
    sockets.push(socket);
    socket.send({ type: 'connect', body: { channel: 'drive', id: 'd', params: {} } });
    await okAs(app, 'drive/folders/create', alice, { name: 'Trips' });
    socket.send({ type: 'ping' });
    await socket
      .until(() => socket.raw.length > 0 || socket.closeCode !== null, 'any answer', 1500)
      .catch(() => {});
    expect(socket.channelMessages('d')).toEqual([]);
  });
});
