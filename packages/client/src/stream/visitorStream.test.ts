import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RECONNECT_MAX_DELAY_MS, STREAM_RECONNECT_MIN_DELAY_MS } from '@/constants';
import { FakeWebSocket } from './testing';
import { openVisitorStream, type VisitorStream } from './visitorStream';

// misskey-js's real Stream and reconnecting-websocket over a fake socket, as in accountStream.test.ts.

let stream: VisitorStream;

async function start() {
  stream = openVisitorStream('https://example.test', { WebSocket: FakeWebSocket });
  await vi.advanceTimersByTimeAsync(0); // the first attempt is made on the next tick
  return FakeWebSocket.latest;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  stream?.close();
  vi.useRealTimers();
});

describe('the visitor stream', () => {
  it('connects to the instance without a token', async () => {
    const socket = await start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.url).toMatch(/^wss:\/\/example\.test\/streaming\?_t=\d+$/);
  });

  it("hands a channel's messages to its handler, with or without params", async () => {
    const socket = await start();
    const local = stream.connectChannel('localTimeline');
    const game = stream.connectChannelWith('reversiGame', { gameId: 'g1' });
    const notes: unknown[] = [];
    const logs: unknown[] = [];
    local.on('note', (note) => notes.push(note));
    game.on('log', (log) => logs.push(log));
    socket.open();

    const joins = socket.messages().filter((m) => m.type === 'connect');
    // The landing's join carries no params (Misskey's shared form); the game's carries its id.
    expect(joins.map((m) => [m.body?.channel, m.body?.params])).toEqual([
      ['localTimeline', undefined],
      ['reversiGame', { gameId: 'g1' }],
    ]);
    socket.receive(socket.channelId('localTimeline') as string, 'note', { id: 'n1' });
    socket.receive(socket.channelId('reversiGame') as string, 'log', { pos: 19 });
    expect(notes).toEqual([{ id: 'n1' }]);
    expect(logs).toEqual([{ pos: 19 }]);
  });

  it('tells the caller each time the connection opens, and joins the channel again after a drop', async () => {
    const socket = await start();
    const opened = vi.fn();
    const states: string[] = [];
    stream.onOpen(opened);
    stream.subscribeState(() => states.push(stream.state));
    const local = stream.connectChannel('localTimeline');
    const notes: unknown[] = [];
    local.on('note', (note) => notes.push(note));

    socket.open();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(stream.state).toBe('connected');

    socket.serverClose();
    expect(stream.state).toBe('reconnecting');
    expect(opened).toHaveBeenCalledTimes(1);
    const again = await FakeWebSocket.nextAttempt();
    again.open();
    expect(opened).toHaveBeenCalledTimes(2);
    expect(states).toEqual(['connected', 'reconnecting', 'connected']);

    const id = again.channelId('localTimeline');
    expect(id).toBeDefined();
    again.receive(id as string, 'note', { id: 'n2' });
    expect(notes).toEqual([{ id: 'n2' }]);
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
    expect(delays.at(-1)).toBe(STREAM_RECONNECT_MAX_DELAY_MS);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });

  it('stops reconnecting and calling back once closed', async () => {
    const socket = await start();
    const opened = vi.fn();
    const changed = vi.fn();
    stream.onOpen(opened);
    stream.subscribeState(changed);
    socket.open();
    expect(opened).toHaveBeenCalledTimes(1);
    changed.mockClear();

    stream.close();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    await vi.advanceTimersByTimeAsync(STREAM_RECONNECT_MAX_DELAY_MS * 2);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
  });

  it('stops calling a listener that unsubscribed', async () => {
    const socket = await start();
    const opened = vi.fn();
    const stop = stream.onOpen(opened);
    stop();
    socket.open();
    expect(opened).not.toHaveBeenCalled();
  });
});
