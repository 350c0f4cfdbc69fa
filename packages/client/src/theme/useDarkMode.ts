import { useCallback, useSyncExternalStore } from 'react';
import { useSetting, useSettingsStore } from '@/settings';
import { DARK_SCHEME_QUERY, effectiveDarkMode } from './darkMode.ts';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY)
    : null;
}

/** Whether the device currently prefers a dark colour scheme. */
export function devicePrefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

function subscribeToDevice(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The device's colour-scheme preference, live. */
export function useDeviceDarkMode(): boolean {
  return useSyncExternalStore(subscribeToDevice, devicePrefersDark, () => false);
}

/**
 * Whether the app is dark, and a setter for the user's explicit choice. Choosing by hand
 * stops following the device: otherwise the next device change would undo the choice.
 */
export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const store = useSettingsStore();
  const [darkMode] = useSetting('darkMode');
  const [sync] = useSetting('syncDeviceDarkMode');
  const deviceDark = useDeviceDarkMode();
  const setDark = useCallback(
    (dark: boolean) => {
      store.set('syncDeviceDarkMode', false);
      store.set('darkMode', dark);
    },
    [store],
  );
  return [effectiveDarkMode(darkMode, sync, deviceDark), setDark];
}
