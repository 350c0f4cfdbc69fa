/**
 * Test doubles for streaming (imported by tests only, never by the app).
 *
 * FakeWebSocket stands in for the browser's WebSocket under misskey-js's real Stream and
 * reconnecting-websocket, so tests exercise the actual reconnect and channel logic.
 */
import { vi } from 'vitest';
import type { AccountStream, StreamState } from './accountStream';

type Listener = (event: { type: string; data?: unknown; code?: number }) => void;

export class FakeWebSocket {
  // reconnecting-websocket recognises a WebSocket class by CLOSING === 2.
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  /** Every socket created, oldest first; reset between tests. */
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  binaryType = 'blob';
  readonly sent: string[] = [];
  readonly createdAt = Date.now();
  private listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  static get latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no WebSocket was created');
    return socket;
  }

  /**
   * Under fake timers: runs timers until reconnecting-websocket makes its next attempt, and
   * returns that attempt's socket.
   */
  static async nextAttempt(): Promise<FakeWebSocket> {
    const before = FakeWebSocket.instances.length;
    for (let i = 0; i < 100 && FakeWebSocket.instances.length === before; i++) {
      await vi.advanceTimersToNextTimerAsync();
    }
    if (FakeWebSocket.instances.length === before) throw new Error('no reconnect attempt');
    return FakeWebSocket.latest;
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() on a socket that is not open');
    this.sent.push(data);
  }

  close() {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.serverClose();
  }

  /** The server accepts the connection. */
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatch({ type: 'open' });
  }

  /** The connection drops (server restart, network loss). */
  serverClose(code = 1006) {
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatch({ type: 'close', code });
  }

  /** A message from the server to a channel subscription. */
  receive(channelId: string, type: string, body?: unknown) {
    this.dispatch({
      type: 'message',
      data: JSON.stringify({ type: 'channel', body: { id: channelId, type, body } }),
    });
  }

  /** The JSON messages sent so far, parsed (raw frames like the heartbeat 'h' are skipped). */
  messages(): Array<{ type: string; body?: Record<string, unknown> }> {
    return this.sent.filter((text) => text.startsWith('{')).map((text) => JSON.parse(text));
  }

  /** The channel id this socket subscribed `channel` under, if it did. */
  channelId(channel: string): string | undefined {
    return this.messages().find((m) => m.type === 'connect' && m.body?.channel === channel)?.body?.id as
      | string
      | undefined;
  }

  private dispatch(event: { type: string; data?: unknown; code?: number }) {
    for (const listener of [...(this.listeners.get(event.type) ?? [])]) listener(event);
  }
}

/** An AccountStream whose state and disconnects the test drives directly. */
export class FakeAccountStream implements AccountStream {
  state: StreamState = 'initializing';
  closed = false;
  private stateListeners = new Set<() => void>();
  private disconnectListeners = new Set<() => void>();

  subscribeState(listener: () => void) {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  onDisconnected(listener: () => void) {
    this.disconnectListeners.add(listener);
    return () => {
      this.disconnectListeners.delete(listener);
    };
  }

  connectChannel(): never {
    throw new Error('FakeAccountStream has no channels; use openAccountStream with FakeWebSocket');
  }

  connectChannelWith(): never {
    return this.connectChannel();
  }

  /** Messages sent through the raw pass-through, for tests of note subscriptions. */
  readonly sent: { type: string; body: unknown }[] = [];

  send(type: string, body: unknown) {
    this.sent.push({ type, body });
  }

  on() {}

  off() {}

  close() {
    this.closed = true;
  }

  setState(state: StreamState) {
    const dropped = this.state === 'connected' && state === 'reconnecting';
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
    if (dropped) for (const listener of [...this.disconnectListeners]) listener();
  }
}
