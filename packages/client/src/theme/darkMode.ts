import { darkEmerald, lightEmerald } from './builtin/index.ts';
import type { Theme } from './model.ts';

/** The built-in themes used while the user has chosen none (spec 000 §3). */
export const DEFAULT_LIGHT_THEME: Theme = lightEmerald;
export const DEFAULT_DARK_THEME: Theme = darkEmerald;

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The theme to show: the dark slot in dark mode, the light slot otherwise; empty slots use the defaults. */
export function selectActiveTheme(choice: {
  isDark: boolean;
  lightTheme: Theme | null;
  darkTheme: Theme | null;
}): Theme {
  return choice.isDark
    ? (choice.darkTheme ?? DEFAULT_DARK_THEME)
    : (choice.lightTheme ?? DEFAULT_LIGHT_THEME);
}

/** While syncing, the device decides; otherwise the user's own choice. */
export function effectiveDarkMode(
  darkMode: boolean,
  syncDeviceDarkMode: boolean,
  deviceDark: boolean,
): boolean {
  return syncDeviceDarkMode ? deviceDark : darkMode;
}
