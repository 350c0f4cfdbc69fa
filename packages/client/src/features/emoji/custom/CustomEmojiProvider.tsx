import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { useAccountContext } from '@/accounts/AccountContext';
import { CustomEmojiActionContext } from '@/mfm/environment';
import { useStream } from '@/stream';
import { EmojiDetailButton } from '../detail/EmojiDetailButton';
import type { CustomEmoji } from '../types';
import { CustomEmojiStore } from './customEmojiStore';

const CustomEmojiContext = createContext<CustomEmojiStore | null>(null);

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some privacy modes throw on mere access.
    return null;
  }
}

/**
 * Keeps the current server's custom emoji for everything below: the account's server when
 * signed in, the serving instance when not (`emojis` needs no token). Follows account switches,
 * refreshes a stale list when something first reads it and whenever the tab becomes visible,
 * and applies the broadcast emoji events of the account's stream directly. It also gives MFM
 * the detail button of this server's emoji. Boot mounts it inside the account provider: the
 * account layer sits below the features and does not know this one (docs/architecture.md).
 */
export function CustomEmojiProvider({ children }: { children: ReactNode }) {
  const { api } = useAccountContext();
  const stream = useStream();
  const origin = api.origin;
  // Fetches go through the latest api (a new token on the same server keeps the same store).
  const latestApi = useRef(api);
  latestApi.current = api;
  // The list belongs to the server, not to the token: switching accounts on one server keeps it.
  const store = useMemo(
    () =>
      new CustomEmojiStore({
        origin,
        fetchEmojis: async () => (await latestApi.current.call('emojis', {}))?.emojis,
        storage: browserStorage(),
      }),
    [origin],
  );

  useEffect(() => {
    // The first reader of the list triggers the start-up refresh (see CustomEmojiStore.subscribe).
    const onVisible = () => {
      if (document.visibilityState === 'visible' && store.inUse) void store.refreshIfStale();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);

  useEffect(() => {
    if (!stream) return;
    const onAdded = (body: { emoji: CustomEmoji }) => store.upsert(body?.emoji ? [body.emoji] : []);
    const onUpdated = (body: { emojis: CustomEmoji[] }) =>
      store.upsert(Array.isArray(body?.emojis) ? body.emojis : []);
    const onDeleted = (body: { emojis: CustomEmoji[] }) =>
      store.remove(Array.isArray(body?.emojis) ? body.emojis : []);
    stream.on('emojiAdded', onAdded);
    stream.on('emojiUpdated', onUpdated);
    stream.on('emojiDeleted', onDeleted);
    return () => {
      stream.off('emojiAdded', onAdded);
      stream.off('emojiUpdated', onUpdated);
      stream.off('emojiDeleted', onDeleted);
    };
  }, [stream, store]);

  return (
    <CustomEmojiContext.Provider value={store}>
      <CustomEmojiActionContext.Provider value={EmojiDetailButton}>
        {children}
      </CustomEmojiActionContext.Provider>
    </CustomEmojiContext.Provider>
  );
}

const EMPTY: readonly CustomEmoji[] = Object.freeze([]);
const noStore = { subscribe: () => () => {}, getSnapshot: () => EMPTY };

/** The current server's custom emoji (empty outside a CustomEmojiProvider, e.g. in unit tests). */
export function useCustomEmojis(): readonly CustomEmoji[] {
  const store = useContext(CustomEmojiContext) ?? noStore;
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** The same list by name, rebuilt only when the list changes. */
// One index per list, shared by every reader: a timeline or the picker renders hundreds of
// glyphs, and a Map of thousands of emoji built per glyph made each render slow.
const indexes = new WeakMap<readonly CustomEmoji[], ReadonlyMap<string, CustomEmoji>>();

function indexOf(list: readonly CustomEmoji[]): ReadonlyMap<string, CustomEmoji> {
  let index = indexes.get(list);
  if (!index) {
    index = new Map(list.map((emoji) => [emoji.name, emoji]));
    indexes.set(list, index);
  }
  return index;
}

export function useCustomEmojiIndex(): ReadonlyMap<string, CustomEmoji> {
  return indexOf(useCustomEmojis());
}

export function useCustomEmojiActions(): { refresh(): Promise<void> } {
  const store = useContext(CustomEmojiContext);
  return useMemo(() => ({ refresh: () => store?.refresh() ?? Promise.resolve() }), [store]);
}
