import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useAccountContext, useAccountId } from '@/accounts';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { useMainChannelEvent } from '@/stream';
import { useToast } from '@/ui';
import { createDeckStore, type DeckCache, type DeckSnapshot, type DeckStore } from './deckStore';
import { registryOf } from './registry';

interface DeckContextValue {
  store: DeckStore;
  snapshot: DeckSnapshot;
  /** Says something to screen readers through the deck's live region. */
  announce(text: string): void;
  announcement: string;
}

const DeckContext = createContext<DeckContextValue | null>(null);

/** This device's copy of the account's decks, one localStorage item per profile. */
function localCache(origin: string, accountId: string | null): DeckCache | undefined {
  if (!accountId) return undefined;
  const key = (profile: string) => `deck:${origin}:${accountId}:${profile}`;
  return {
    read(profile) {
      try {
        return JSON.parse(localStorage.getItem(key(profile)) ?? 'null');
      } catch {
        return null;
      }
    },
    write(profile, deck) {
      try {
        localStorage.setItem(key(profile), JSON.stringify(deck));
      } catch {
        // Storage full or refused: the registry still has the deck.
      }
    },
  };
}

/**
 * The signed-in account's deck for the profile the `deck.profile` setting names: loaded from
 * the registry, saved back a second after each change and on leaving the page, and replaced
 * live when another tab or device saves the same profile.
 */
export function DeckProvider({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const toast = useToast();
  const { api } = useAccountContext();
  const accountId = useAccountId();
  const [profile] = useSetting('deck.profile');
  const [announcement, setAnnouncement] = useState('');
  const saveFailed = i18n.ts.deck.saveFailed;
  // One store per account API; the profile follows the setting below without a new store.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the profile at creation is only the first one to load.
  const store = useMemo(
    () =>
      createDeckStore({
        registry: registryOf(api),
        profile,
        cache: localCache(api.origin, accountId),
        onSaveError: () => toast(saveFailed),
      }),
    [api, accountId],
  );
  useEffect(() => () => store.dispose(), [store]);
  useEffect(() => store.switchProfile(profile), [store, profile]);
  useEffect(() => {
    const flush = () => store.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [store]);
  useMainChannelEvent('registryUpdated', (update) => store.applyRemote(update));

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const value = useMemo(
    () => ({
      store,
      snapshot,
      announcement,
      // A repeated text must be read again: clear first, then set on the next frame.
      announce(text: string) {
        setAnnouncement('');
        requestAnimationFrame(() => setAnnouncement(text));
      },
    }),
    [store, snapshot, announcement],
  );
  return <DeckContext.Provider value={value}>{children}</DeckContext.Provider>;
}

export function useDeck(): DeckContextValue {
  const value = useContext(DeckContext);
  if (!value) throw new Error('useDeck() needs a <DeckProvider> above it');
  return value;
}
