import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useSetting, useSettingsStore } from '@/settings';
import { applyCompiledTheme, cachedCompiledTheme, storeCompiledTheme } from './apply.ts';
import { type CompiledTheme, compileThemeForPage } from './compiled.ts';
import { DEFAULT_DARK_THEME, DEFAULT_LIGHT_THEME, selectActiveTheme } from './darkMode.ts';
import type { Theme } from './model.ts';
import { useThemesInForce } from './serverDefaults.ts';
import { devicePrefersDark, useDarkMode, useDeviceDarkMode } from './useDarkMode.ts';

function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A theme that does not compile (hand-edited, or from a newer notation) falls back to the default. */
function compileOrDefault(theme: Theme, isDark: boolean): CompiledTheme {
  try {
    return compileThemeForPage(theme);
  } catch (error) {
    console.warn('theme could not be applied; using the built-in one', error);
    return compileThemeForPage(isDark ? DEFAULT_DARK_THEME : DEFAULT_LIGHT_THEME);
  }
}

/**
 * Keeps the page's colours in step with the theme settings (spec 000 §3/§4): the account's
 * server's default themes while the user has chosen none, follows the device while
 * syncDeviceDarkMode is on, and writes the active theme onto the document and into the
 * start-up cache.
 * Mount once, inside SettingsProvider and InstanceProvider. Renders nothing.
 */
export function ThemeApplier({ storage = pageStorage() }: { storage?: Storage | null }) {
  const store = useSettingsStore();
  const [isDark] = useDarkMode();
  const [sync] = useSetting('syncDeviceDarkMode');
  const { light, dark } = useThemesInForce();
  const deviceDark = useDeviceDarkMode();

  // Keep the stored darkMode equal to the device while syncing, so everything reading the
  // setting directly agrees with what is shown.
  useLayoutEffect(() => {
    if (sync && store.get('darkMode') !== deviceDark) store.set('darkMode', deviceDark);
  }, [store, sync, deviceDark]);

  // Any other control that sets darkMode against the device (a settings switch, another tab)
  // is a choice by hand: stop syncing, or the next start would undo it.
  useEffect(
    () =>
      store.subscribe((key) => {
        if (key !== 'darkMode' || !store.get('syncDeviceDarkMode')) return;
        if (store.get('darkMode') !== devicePrefersDark()) store.set('syncDeviceDarkMode', false);
      }),
    [store],
  );

  const theme = selectActiveTheme({ isDark, lightTheme: light, darkTheme: dark });
  // Settings may hand out a fresh object for the same theme; compile only on real changes.
  const themeKey = JSON.stringify(theme);
  // A broken theme falls back by isDark, so that is part of what the result comes from.
  const source = `${isDark ? 'dark' : 'light'}:${themeKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: source stands for theme and isDark.
  const compiled = useMemo(
    () => (storage && cachedCompiledTheme(storage, source)) ?? { ...compileOrDefault(theme, isDark), source },
    [source, storage],
  );

  useLayoutEffect(() => {
    applyCompiledTheme(compiled);
    if (storage) storeCompiledTheme(storage, compiled);
  }, [compiled, storage]);

  return null;
}
