import type * as Misskey from 'misskey-js';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { AccountStream, SharedChannel, StreamState } from './accountStream';

const StreamContext = createContext<AccountStream | null>(null);

/** Hands the current account's stream down; null while signed out (or in tests without one). */
export function StreamProvider({ stream, children }: { stream: AccountStream | null; children: ReactNode }) {
  return <StreamContext.Provider value={stream}>{children}</StreamContext.Provider>;
}

/** The current account's stream, or null when nothing streams (signed out). */
export function useStream(): AccountStream | null {
  return useContext(StreamContext);
}

/** The connection state, re-rendering on every change; null when nothing streams. */
export function useStreamState(): StreamState | null {
  const stream = useStream();
  const subscribe = useCallback(
    (onChange: () => void) => (stream ? stream.subscribeState(onChange) : noop),
    [stream],
  );
  return useSyncExternalStore(subscribe, () => stream?.state ?? null);
}

function noop() {}

export type ChannelHandlers<C extends SharedChannel> = Partial<Misskey.Channels[C]['events']>;
type LooseHandlers = Record<string, ((...args: unknown[]) => void) | undefined>;

/**
 * Listens on a channel of the current account's stream while the component is mounted.
 * Every component using the same channel shares one server-side subscription, which ends
 * 3 s after the last of them unmounts (so navigating between pages does not churn it).
 * Handlers may change on every render; only the set of event names re-subscribes.
 */
export function useChannel<C extends SharedChannel>(channel: C, handlers: ChannelHandlers<C>): void {
  const stream = useStream();
  const latest = useRef(handlers as LooseHandlers);
  useLayoutEffect(() => {
    latest.current = handlers as LooseHandlers;
  });
  const eventNames = Object.keys(handlers).sort().join(' ');

  useEffect(() => {
    if (!stream || !eventNames) return;
    const connection = stream.connectChannel(channel);
    // eventemitter3's typed `on` cannot be called with a name from a loop; the names come
    // from the typed handlers object, so the cast loses nothing.
    const emitter = connection as unknown as {
      on(name: string, listener: (...args: unknown[]) => void): void;
    };
    for (const name of eventNames.split(' ')) {
      emitter.on(name, (...args) => latest.current[name]?.(...args));
    }
    return () => connection.dispose();
  }, [stream, channel, eventNames]);
}

type MainEvents = Misskey.Channels['main']['events'];

/** One event of the `main` channel, e.g. useMainChannelEvent('unreadNotification', show). */
export function useMainChannelEvent<E extends keyof MainEvents>(type: E, handler: MainEvents[E]): void {
  useChannel('main', { [type]: handler } as ChannelHandlers<'main'>);
}
