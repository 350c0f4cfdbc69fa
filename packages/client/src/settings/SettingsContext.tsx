import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { SETTING_DEFAULTS, type SettingKey, type Settings } from './definitions';
import type { SettingsStore } from './store';

const SettingsContext = createContext<SettingsStore | null>(null);

export function SettingsProvider({ store, children }: { store: SettingsStore; children: ReactNode }) {
  return <SettingsContext.Provider value={store}>{children}</SettingsContext.Provider>;
}

export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store) throw new Error('useSettingsStore() needs a <SettingsProvider> above it');
  return store;
}

/** One setting and its setter; re-renders when it changes here, in another tab or on the server. */
export function useSetting<K extends SettingKey>(key: K): [Settings[K], (value: Settings[K]) => void] {
  const store = useSettingsStore();
  const subscribe = useCallback(
    (onChange: () => void) =>
      store.subscribe((changed) => {
        if (changed === key) onChange();
      }),
    [store, key],
  );
  const value = useSyncExternalStore(subscribe, () => store.get(key));
  const setValue = useCallback((next: Settings[K]) => store.set(key, next), [store, key]);
  return [value, setValue];
}

/**
 * A setting's value for parts that are also drawn where no provider is (avatars and emoji in
 * the boot dialogs and in other features' tests): there, the setting's default.
 */
export function useSettingValue<K extends SettingKey>(key: K): Settings[K] {
  const store = useContext(SettingsContext);
  const subscribe = useCallback(
    (onChange: () => void) =>
      store
        ? store.subscribe((changed) => {
            if (changed === key) onChange();
          })
        : () => {},
    [store, key],
  );
  return useSyncExternalStore(subscribe, () => (store ? store.get(key) : SETTING_DEFAULTS[key]));
}
