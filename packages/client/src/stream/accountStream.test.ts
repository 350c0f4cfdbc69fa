import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANNEL_DISPOSE_DELAY_MS,
  HEARTBEAT_INTERVAL_MS,
  STREAM_CONNECTION_TIMEOUT_MS,
  STREAM_RECONNECT_MAX_DELAY_MS,
  STREAM_RECONNECT_MIN_DELAY_MS,
} from '@/constants';
import { type AccountStream, openAccountStream } from './accountStream';
import { FakeWebSocket } from './testing';

// These run misskey-js's real Stream and reconnecting-websocket over a fake socket, so they
// prove the behaviour the app relies on, not a re-implementation of it.

const account = { origin: 'https://other.example', token: 'secret-token' };
let stream: AccountStream;

async function start() {
  stream = openAccountStream(account, { WebSocket: FakeWebSocket });
  await vi.advanceTimersByTimeAsync(0); // the first attempt is made on the next tick
  return FakeWebSocket.latest;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  stream?.close();
  // Drops the override so happy-dom's own getter shows again.
  delete (document as { visibilityState?: unknown }).visibilityState;
  vi.useRealTimers();
});

describe('the account stream', () => {
  it("opens one WebSocket at the account's own origin with its token", async () => {
    const socket = await start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.url).toMatch(/^wss:\/\/other\.example\/streaming\?i=secret-token&_t=\d+$/);
  });

  it('goes initializing → connected, a drop makes it reconnecting, a reopen connected again', async () => {
    const socket = await start();
    const seen: string[] = [];
    stream.subscribeState(() => seen.push(stream.state));
    expect(stream.state).toBe('initializing');

    socket.open();
    expect(stream.state).toBe('connected');
    socket.serverClose();
    expect(stream.state).toBe('reconnecting');
    (await FakeWebSocket.nextAttempt()).open();
    expect(stream.state).toBe('connected');
    expect(seen).toEqual(['connected', 'reconnecting', 'connected']);
  });

  it('re-subscribes every channel, under the same ids, when the connection reopens', async () => {
    const socket = await start();
    const main = stream.connectChannel('main');
    const drive = stream.connectChannel('drive');
    socket.open();
    const mainId = socket.channelId('main');
    const driveId = socket.channelId('drive');
    expect(mainId).toBeDefined();
    expect(driveId).toBeDefined();

    socket.serverClose();
    const reopened = await FakeWebSocket.nextAttempt();
    reopened.open();
    expect(reopened.channelId('main')).toBe(mainId);
    expect(reopened.channelId('drive')).toBe(driveId);

    // And events arrive on the new connection.
    const onMe = vi.fn();
    main.on('meUpdated', onMe);
    reopened.receive(mainId as string, 'meUpdated', { id: 'u1', name: 'New' });
    expect(onMe).toHaveBeenCalledWith({ id: 'u1', name: 'New' });
    drive.dispose();
  });

  it('subscribes a channel used while reconnecting once the connection is back', async () => {
    const socket = await start();
    socket.open();
    socket.serverClose();
    stream.connectChannel('main');
    const reopened = await FakeWebSocket.nextAttempt();
    reopened.open();
    expect(reopened.messages().filter((m) => m.type === 'connect')).toHaveLength(1);
  });

  it('shares one server subscription per channel and ends it 3 s after the last user leaves', async () => {
    const socket = await start();
    socket.open();
    const first = stream.connectChannel('main');
    const second = stream.connectChannel('main');
    expect(socket.messages().filter((m) => m.type === 'connect')).toHaveLength(1);

    const id = socket.channelId('main') as string;
    const seenByFirst = vi.fn();
    const seenBySecond = vi.fn();
    first.on('readAllNotifications', seenByFirst);
    second.on('readAllNotifications', seenBySecond);
    socket.receive(id, 'readAllNotifications');
    expect(seenByFirst).toHaveBeenCalledTimes(1);
    expect(seenBySecond).toHaveBeenCalledTimes(1);

    const disconnects = () => socket.messages().filter((m) => m.type === 'disconnect');
    first.dispose();
    await vi.advanceTimersByTimeAsync(CHANNEL_DISPOSE_DELAY_MS * 2);
    expect(disconnects()).toHaveLength(0); // someone still listens

    second.dispose();
    await vi.advanceTimersByTimeAsync(CHANNEL_DISPOSE_DELAY_MS - 1);
    expect(disconnects()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(disconnects()).toEqual([{ type: 'disconnect', body: { id } }]);
  });

  it('keeps the subscription when a user comes back within the dispose delay', async () => {
    const socket = await start();
    socket.open();
    stream.connectChannel('main').dispose();
    await vi.advanceTimersByTimeAsync(CHANNEL_DISPOSE_DELAY_MS - 1);
    stream.connectChannel('main');
    await vi.advanceTimersByTimeAsync(CHANNEL_DISPOSE_DELAY_MS * 2);
    const types = socket.messages().map((m) => m.type);
    expect(types).toEqual(['connect']);
  });

  it('gives a channel with parameters a subscription of its own, ended when disposed', async () => {
    const socket = await start();
    socket.open();
    const first = stream.connectChannelWith('userList', { listId: 'l1' });
    const second = stream.connectChannelWith('userList', { listId: 'l2' });
    const connects = socket.messages().filter((m) => m.type === 'connect');
    expect(connects.map((m) => (m.body as { params: unknown }).params)).toEqual([
      { listId: 'l1' },
      { listId: 'l2' },
    ]);

    const firstId = socket.channelId('userList') as string;
    const seen = vi.fn();
    first.on('note', seen);
    socket.receive(firstId, 'note', { id: 'n1' });
    expect(seen).toHaveBeenCalledWith({ id: 'n1' });

    first.dispose();
    second.dispose();
    expect(socket.messages().filter((m) => m.type === 'disconnect')).toHaveLength(2);
  });

  it('sends a heartbeat every 60 s only while the page is visible', async () => {
    const socket = await start();
    socket.open();
    const heartbeats = () => socket.sent.filter((frame) => frame === 'h').length;

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS - 1);
    expect(heartbeats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(heartbeats()).toBe(1);

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 3);
    expect(heartbeats()).toBe(1);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(heartbeats()).toBe(2);
  });

  it('reports a lost server only for a drop of a working connection', async () => {
    const socket = await start();
    const lost = vi.fn();
    stream.onDisconnected(lost);

    socket.serverClose(); // the first attempt failed: still connecting, nothing was lost
    expect(lost).not.toHaveBeenCalled();
    const second = await FakeWebSocket.nextAttempt();
    second.open();
    second.serverClose();
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('does not report a lost server when the app closes the stream or the page unloads', async () => {
    const socket = await start();
    const lost = vi.fn();
    stream.onDisconnected(lost);
    socket.open();
    window.dispatchEvent(new Event('pagehide'));
    socket.serverClose();
    expect(lost).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pageshow')); // restored from the back/forward cache
    const again = await FakeWebSocket.nextAttempt();
    again.open();
    stream.close();
    expect(lost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(STREAM_RECONNECT_MAX_DELAY_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(2); // closed for good: no reconnecting
  });

  it('gives up on a connection attempt after 4 s and tries again', async () => {
    await start(); // never opens
    await vi.advanceTimersByTimeAsync(STREAM_CONNECTION_TIMEOUT_MS - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + STREAM_RECONNECT_MIN_DELAY_MS);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('retries after 1 ms at first, backing off to at most 10 s between attempts', async () => {
    const socket = await start();
    socket.open();
    const delays: number[] = [];
    let current = socket;
    for (let attempt = 0; attempt < 45; attempt++) {
      const closedAt = Date.now();
      current.serverClose();
      current = await FakeWebSocket.nextAttempt();
      delays.push(current.createdAt - closedAt);
    }
    expect(delays[0]).toBe(STREAM_RECONNECT_MIN_DELAY_MS);
    expect(Math.max(...delays)).toBe(STREAM_RECONNECT_MAX_DELAY_MS);
    expect(delays.at(-1)).toBe(STREAM_RECONNECT_MAX_DELAY_MS);
  });
});
