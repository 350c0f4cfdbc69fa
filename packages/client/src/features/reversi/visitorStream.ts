import * as Misskey from 'misskey-js';
import type { AccountStream } from '@/stream';

/** What a game page needs of a stream: the account's, or a visitor's own. */
export type GameStream = Pick<AccountStream, 'state' | 'subscribeState' | 'connectChannelWith'>;

export interface VisitorStream extends GameStream {
  close(): void;
}

/**
 * A signed-out visitor's connection to the instance, without a token: Misskey lets an anonymous
 * connection join `reversiGame` (the channel needs no credential; the server ignores what a
 * non-player sends), so a visitor watching a game sees its moves live, as the landing page's
 * visitor sees the local timeline. misskey-js's Stream reconnects and re-joins by itself.
 */
export function openVisitorStream(origin: string, options: { WebSocket?: unknown } = {}): VisitorStream {
  const stream = new Misskey.Stream(
    origin,
    null,
    options.WebSocket ? { WebSocket: options.WebSocket as never } : undefined,
  );
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  stream.on('_connected_', notify);
  stream.on('_disconnected_', notify);
  return {
    get state() {
      return stream.state;
    },
    subscribeState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connectChannelWith(channel, params) {
      // biome-ignore lint/correctness/useHookAtTopLevel: misskey-js's Stream.useChannel joins a channel, it is no React hook.
      return stream.useChannel(channel, params);
    },
    close() {
      stream.off('_connected_', notify);
      stream.off('_disconnected_', notify);
      listeners.clear();
      stream.close();
    },
  };
}
