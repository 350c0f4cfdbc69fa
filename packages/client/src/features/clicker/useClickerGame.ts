import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAccountContext } from '@/accounts';
import type { AccountApi } from '@/api';
import { ACHIEVEMENT_EVENT, type AchievementDetail } from '@/windows';
import { type ClickerRegistry, type ClickerStore, createClickerStore } from './clickerStore';
import { CLICKER_KEY, CLICKER_SCOPE } from './saveData';
import { acquireClickerStore } from './sharedStore';

/** The account's registry entry of the game. */
export function clickerRegistry(api: AccountApi): ClickerRegistry {
  return {
    get: () => api.call('i/registry/get', { scope: CLICKER_SCOPE, key: CLICKER_KEY }),
    set: async (value) => {
      await api.call('i/registry/set', { scope: CLICKER_SCOPE, key: CLICKER_KEY, value });
    },
  };
}

/**
 * The signed-in account's clicker game: its save once loaded, and a click. Everything on screen
 * shares one store per account (the page and the widget show the same count). Saved a second
 * after the last click, when the page is hidden and when the last user goes away.
 */
export function useClickerGame() {
  const { api } = useAccountContext();
  const [store, setStore] = useState<ClickerStore | null>(null);
  useEffect(() => {
    const { store: shared, release } = acquireClickerStore(api, () =>
      createClickerStore(clickerRegistry(api)),
    );
    setStore(shared);
    const onHide = () => shared.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      release();
    };
  }, [api]);
  const snapshot = useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => {}),
    () => store?.getSnapshot() ?? LOADING,
  );
  const click = () => {
    if (!store) return;
    store.click();
    // The first cookie ever baked earns Misskey's cookieClicked (claimed by the achievements watcher).
    if (store.getSnapshot().save?.cookies === 1)
      window.dispatchEvent(
        new CustomEvent<AchievementDetail>(ACHIEVEMENT_EVENT, { detail: { name: 'cookieClicked' } }),
      );
  };
  return { ...snapshot, click };
}

const LOADING = { status: 'loading', save: null } as const;
