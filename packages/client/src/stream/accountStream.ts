import * as Misskey from 'misskey-js';
import { HEARTBEAT_INTERVAL_MS } from '@/constants';

type Channels = Misskey.Channels;

/** Spec 000 §4: initializing, then connected; a close from connected becomes reconnecting. */
export type StreamState = Misskey.IStream['state'];

/** Channels that take no parameters, so one server-side subscription can serve every user. */
export type SharedChannel = {
  [C in keyof Channels]: Channels[C]['params'] extends null | Record<string, never> ? C : never;
}[keyof Channels];

export type ChannelConnection<C extends keyof Channels> = Misskey.IChannelConnection<Channels[C]>;

/**
 * The signed-in account's one WebSocket, at the account's own origin (never `location`).
 *
 * Built on misskey-js's `Stream`, which already does the hard parts right: reconnecting
 * (reconnecting-websocket, 1 ms to 10 s, 4 s connection timeout), re-subscribing every
 * channel when a connection reopens, and sharing one server-side subscription per channel
 * with a 3 s dispose delay. This adds what the app needs around it: an observable state,
 * a heartbeat only while the page is visible, and a "lost the server" signal that an
 * intentional close or a page unload never raises.
 */
export interface AccountStream {
  readonly state: StreamState;
  /** For useSyncExternalStore: called after every state change. */
  subscribeState(listener: () => void): () => void;
  /**
   * A shared subscription to `channel`; dispose it when done. The server-side subscription
   * ends 3 s after the last one is disposed, so a quick remount does not churn the server.
   */
  connectChannel<C extends SharedChannel>(channel: C): ChannelConnection<C>;
  /**
   * A subscription of its own to a channel that takes parameters (a list's, an antenna's, a
   * channel's timeline); it ends as soon as it is disposed.
   */
  connectChannelWith<C extends keyof Channels>(
    channel: C,
    params: Channels[C]['params'],
  ): ChannelConnection<C>;
  /** Called when a working connection drops (not on close() or while the page unloads). */
  onDisconnected(listener: () => void): () => void;
  /**
   * misskey-js's own message API on the same socket, for what channels do not cover: note
   * subscriptions (`s`/`sr`/`un`) and their broadcast `noteUpdated` events. One socket per
   * account, whatever listens.
   */
  send(type: string, body: unknown): void;
  on(event: string, listener: (...args: never[]) => void): void;
  off(event: string, listener: (...args: never[]) => void): void;
  close(): void;
}

// misskey-js types `on`/`off` per known event; the pass-through accepts any, as its emitter does.
type LooseEmitter = {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
};

export interface AccountStreamOptions {
  /** Tests pass a fake; the browser's WebSocket otherwise. */
  WebSocket?: unknown;
  /** Whose visibility gates the heartbeat, and whose unload is not a server problem. */
  window?: Window;
}

export function openAccountStream(
  account: { origin: string; token: string },
  { WebSocket, window: win = window }: AccountStreamOptions = {},
): AccountStream {
  const stream = new Misskey.Stream(
    account.origin,
    { token: account.token },
    WebSocket ? { WebSocket: WebSocket as never } : undefined,
  );
  const stateListeners = new Set<() => void>();
  const disconnectListeners = new Set<() => void>();
  let closed = false;
  // The browser closes sockets while a page unloads; that is us leaving, not the server.
  let leaving = false;

  const notifyState = () => {
    for (const listener of [...stateListeners]) listener();
  };
  const onDisconnected = () => {
    notifyState();
    if (closed || leaving) return;
    for (const listener of [...disconnectListeners]) listener();
  };
  const onPageHide = () => {
    leaving = true;
  };
  const onPageShow = () => {
    leaving = false; // back from the back/forward cache: the page is live again
  };
  stream.on('_connected_', notifyState);
  stream.on('_disconnected_', onDisconnected);
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);

  // Spec 000 §7: a heartbeat every 60 s while visible, so the server can tell who is looking.
  const heartbeat = setInterval(() => {
    if (win.document.visibilityState === 'visible') stream.heartbeat();
  }, HEARTBEAT_INTERVAL_MS);

  return {
    get state() {
      return stream.state;
    },
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    connectChannel(channel) {
      // misskey-js's useChannel is a Stream method, not a React hook; without params it
      // joins the channel's shared pool.
      // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook.
      return stream.useChannel(channel);
    },
    connectChannelWith(channel, params) {
      // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook.
      return stream.useChannel(channel, params);
    },
    onDisconnected(listener) {
      disconnectListeners.add(listener);
      return () => disconnectListeners.delete(listener);
    },
    send(type, body) {
      stream.send(type, body);
    },
    on(event, listener) {
      (stream as unknown as LooseEmitter).on(event, listener);
    },
    off(event, listener) {
      (stream as unknown as LooseEmitter).off(event, listener);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      win.removeEventListener('pagehide', onPageHide);
      win.removeEventListener('pageshow', onPageShow);
      stream.off('_connected_', notifyState);
      stream.off('_disconnected_', onDisconnected);
      stream.close();
    },
  };
}
