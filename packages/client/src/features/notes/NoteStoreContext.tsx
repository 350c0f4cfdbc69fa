import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { useAccount, useAccountContext } from '@/accounts';
import { useStream } from '@/stream';
import { type Note, type NoteEvent, NoteStore } from './noteStore';

/**
 * The part of misskey-js's `Stream` that note subscriptions use: `send('s' | 'sr' | 'un', {id})`
 * and the broadcast `noteUpdated`. The account stream passes them through when it has them;
 * without them notes still show, just not live.
 */
export interface NoteSubscribingStream {
  send(type: string, body: unknown): void;
  on(event: 'noteUpdated', listener: (event: NoteEvent) => void): unknown;
  on(event: '_connected_', listener: () => void): unknown;
  off(event: 'noteUpdated', listener: (event: NoteEvent) => void): unknown;
  off(event: '_connected_', listener: () => void): unknown;
}

export function asNoteStream(stream: unknown): NoteSubscribingStream | null {
  const candidate = stream as Partial<Record<'send' | 'on' | 'off', unknown>> | null;
  if (!candidate) return null;
  return typeof candidate.send === 'function' &&
    typeof candidate.on === 'function' &&
    typeof candidate.off === 'function'
    ? (candidate as NoteSubscribingStream)
    : null;
}

/** Note subscriptions ride on the account's one socket (its misskey-js pass-through). */
function useNoteStream(): NoteSubscribingStream | null {
  return asNoteStream(useStream());
}

interface NoteStoreContextValue {
  store: NoteStore;
  /** Subscribes to a note's live events while mounted; shared by every view of that note. */
  watch(id: string): () => void;
}

const NoteStoreContext = createContext<NoteStoreContextValue | null>(null);

export function NoteStoreProvider({ children, store: given }: { children: ReactNode; store?: NoteStore }) {
  const store = useMemo(() => given ?? new NoteStore(), [given]);
  const account = useAccount();
  const { api } = useAccountContext();
  const myId = account?.id ?? null;
  const stream = useNoteStream();
  const watchers = useMemo(() => new Map<string, number>(), []);

  useEffect(() => {
    if (!stream) return;
    const onUpdated = (event: NoteEvent) => {
      // 'updated' (an edit) is not in misskey-js's event union: fetch the note again.
      if ((event as { type: string }).type === 'updated') {
        api
          .call('notes/show', { noteId: event.id })
          .then((note) => store.put(note))
          .catch(() => {});
        return;
      }
      store.apply(event, myId);
    };
    // After a reconnect the server has forgotten our subscriptions: subscribe again.
    const onConnected = () => {
      for (const id of watchers.keys()) stream.send('s', { id });
    };
    stream.on('noteUpdated', onUpdated);
    stream.on('_connected_', onConnected);
    return () => {
      stream.off('noteUpdated', onUpdated);
      stream.off('_connected_', onConnected);
    };
  }, [stream, store, myId, watchers, api]);

  const watch = useCallback(
    (id: string) => {
      const count = watchers.get(id) ?? 0;
      watchers.set(id, count + 1);
      if (count === 0) stream?.send('s', { id });
      return () => {
        const left = (watchers.get(id) ?? 1) - 1;
        if (left > 0) {
          watchers.set(id, left);
          return;
        }
        watchers.delete(id);
        stream?.send('un', { id });
      };
    },
    [stream, watchers],
  );

  const value = useMemo(() => ({ store, watch }), [store, watch]);
  return <NoteStoreContext.Provider value={value}>{children}</NoteStoreContext.Provider>;
}

function useNoteStoreContext(): NoteStoreContextValue {
  const value = useContext(NoteStoreContext);
  if (!value) throw new Error('Notes need a <NoteStoreProvider> above them');
  return value;
}

/** `{ put, get, remove }` of the one normalized note store. */
export function useNoteStore(): NoteStore {
  return useNoteStoreContext().store;
}

/** A note from the store, re-rendering when it changes. */
export function useNote(id: string | null | undefined): Note | undefined {
  const { store } = useNoteStoreContext();
  const subscribe = useCallback(
    (onChange: () => void) => (id ? store.subscribe(id, onChange) : () => {}),
    [store, id],
  );
  return useSyncExternalStore(subscribe, () => (id ? store.get(id) : undefined));
}

/** Live updates for a note while the calling component is mounted. */
export function useNoteSubscription(id: string | null | undefined): void {
  const { watch } = useNoteStoreContext();
  useEffect(() => (id ? watch(id) : undefined), [id, watch]);
}
