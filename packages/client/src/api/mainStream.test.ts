import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RECONNECT_MAX_DELAY_MS } from '@/constants';
import { openAccountStream } from '@/stream/accountStream';
import { FakeWebSocket } from '@/stream/testing';
import { connectMainStream, type MainStream } from './mainStream';
import { expectTokenRegeneration } from './tokenRegeneration';

const account = { origin: 'https://example.test', token: 'token-1' };
let connection: MainStream | null = null;

async function connect() {
  const handlers = { onMeUpdated: vi.fn(), onTokenRegenerated: vi.fn(), onRegistryUpdated: vi.fn() };
  connection = connectMainStream(account, handlers, (a) =>
    openAccountStream(a, { WebSocket: FakeWebSocket }),
  );
  await vi.advanceTimersByTimeAsync(0);
  const socket = FakeWebSocket.latest;
  socket.open();
  const mainId = socket.channelId('main');
  if (!mainId) throw new Error('main was not subscribed');
  return { handlers, socket, mainId };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  connection?.close();
  connection = null;
  vi.useRealTimers();
});

describe('connectMainStream', () => {
  it('stops streaming without reporting a regeneration this tab asked for itself', async () => {
    const { handlers, socket, mainId } = await connect();
    const forget = expectTokenRegeneration(account.token);
    try {
      socket.receive(mainId, 'myTokenRegenerated');
      socket.serverClose();
      expect(handlers.onTokenRegenerated).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(STREAM_RECONNECT_MAX_DELAY_MS * 3);
      expect(FakeWebSocket.instances).toHaveLength(1);
    } finally {
      forget();
    }
  });

  it('hands a profile change from the main channel to onMeUpdated', async () => {
    const { handlers, socket, mainId } = await connect();
    socket.receive(mainId, 'meUpdated', { id: 'user1', name: 'Alice' });
    expect(handlers.onMeUpdated).toHaveBeenCalledWith({ id: 'user1', name: 'Alice' });
  });

  it('hands client registry changes to onRegistryUpdated', async () => {
    const { handlers, socket, mainId } = await connect();
    const event = { scope: ['client', 'preferences'], key: 'layout', value: 'zen' };
    socket.receive(mainId, 'registryUpdated', event);
    expect(handlers.onRegistryUpdated).toHaveBeenCalledWith(event);
  });

  it('reports a regenerated token and stops streaming with the dead token', async () => {
    const { handlers, socket, mainId } = await connect();
    const lost = vi.fn();
    connection?.stream.onDisconnected(lost);

    socket.receive(mainId, 'myTokenRegenerated');
    socket.serverClose(); // the server drops the socket right after telling us
    expect(handlers.onTokenRegenerated).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(STREAM_RECONNECT_MAX_DELAY_MS * 3);
    expect(FakeWebSocket.instances).toHaveLength(1); // no reconnect with the revoked token
    expect(lost).not.toHaveBeenCalled(); // and no "disconnected from the server" reaction
  });

  it('closes the socket when closed', async () => {
    const { socket } = await connect();
    connection?.close();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });
});
