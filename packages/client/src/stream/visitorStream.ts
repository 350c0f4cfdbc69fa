import * as Misskey from 'misskey-js';
import type { AccountStream, ChannelConnection } from './accountStream';

/**
 * A signed-out visitor's connection to the instance. Shaped like the account stream where the
 * two are used alike (a game page takes either), plus what a visitor's page needs to catch up.
 */
export interface VisitorStream
  extends Pick<AccountStream, 'state' | 'subscribeState' | 'connectChannelWith'> {
  /**
   * Joins `channel` with the server's default parameters, through misskey-js's shared pool (the
   * join carries no params, as Misskey's own client sends it).
   */
  connectChannel<C extends keyof Misskey.Channels>(channel: C): ChannelConnection<C>;
  /**
   * Called each time the connection opens: the first time and after every drop. What came while
   * it was down (or before the server joined the channel) never comes by the stream, so this is
   * when the page asks for it.
   */
  onOpen(listener: () => void): () => void;
  /** Ends the connection for good: no more reconnect attempts, no more calls to listeners. */
  close(): void;
}

/**
 * The instance's /streaming without a token: Misskey lets an anonymous connection join the
 * channels that need no credential (`localTimeline` when visitors may read it, `reversiGame`).
 * Used by the landing page's live preview and by a visitor watching a reversi game.
 *
 * misskey-js's Stream does the reconnecting (reconnecting-websocket: 1 ms growing to 10 s) and
 * joins every channel again when a connection reopens; this adds the state listeners and
 * `onOpen`, and stops them at `close()`.
 */
export function openVisitorStream(origin: string, options: { WebSocket?: unknown } = {}): VisitorStream {
  const stream = new Misskey.Stream(
    origin,
    null,
    options.WebSocket ? { WebSocket: options.WebSocket as never } : undefined,
  );
  const stateListeners = new Set<() => void>();
  const openListeners = new Set<() => void>();
  const notifyState = () => {
    for (const listener of [...stateListeners]) listener();
  };
  const onConnected = () => {
    notifyState();
    for (const listener of [...openListeners]) listener();
  };
  stream.on('_connected_', onConnected);
  stream.on('_disconnected_', notifyState);
  return {
    get state() {
      return stream.state;
    },
    subscribeState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onOpen(listener) {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    connectChannel(channel) {
      // biome-ignore lint/correctness/useHookAtTopLevel: misskey-js's Stream.useChannel joins a channel, it is no React hook.
      return stream.useChannel(channel);
    },
    connectChannelWith(channel, params) {
      // biome-ignore lint/correctness/useHookAtTopLevel: misskey-js's Stream.useChannel joins a channel, it is no React hook.
      return stream.useChannel(channel, params);
    },
    close() {
      stream.off('_connected_', onConnected);
      stream.off('_disconnected_', notifyState);
      stateListeners.clear();
      openListeners.clear();
      stream.close();
    },
  };
}
