import { useMemo } from 'react';
import { useInstance } from '@/instance';
import { useSetting } from '@/settings';
import { DEFAULT_DARK_THEME, DEFAULT_LIGHT_THEME } from './darkMode.ts';
import { type Theme, validateTheme } from './model.ts';

function parseTheme(json: string | null | undefined): Theme | null {
  if (typeof json !== 'string' || json === '') return null;
  try {
    const result = validateTheme(JSON.parse(json));
    return result.ok ? result.theme : null;
  } catch {
    return null;
  }
}

type ServerThemeMeta = { defaultLightTheme?: string | null; defaultDarkTheme?: string | null } | null;

/** The light and dark themes in force: what the user chose, else the server's, else the built-in ones. */
export interface ThemesInForce {
  light: Theme;
  dark: Theme;
}

/**
 * Spec 000 §4, across servers (issue 20): the default themes of the account's server
 * (`meta.defaultLightTheme`/`defaultDarkTheme`) are the themes while the user has chosen none,
 * so they follow the account: switching to an account on another server shows that server's.
 * They are no longer copied into the settings on first use (which kept the first server's
 * themes on the device for good). A theme the server sends that is not valid is skipped, and
 * without meta (server unreachable) the built-in themes are used.
 */
export function themesInForce(
  chosen: { lightTheme: Theme | null; darkTheme: Theme | null },
  meta: ServerThemeMeta,
): ThemesInForce {
  return {
    light: chosen.lightTheme ?? parseTheme(meta?.defaultLightTheme) ?? DEFAULT_LIGHT_THEME,
    dark: chosen.darkTheme ?? parseTheme(meta?.defaultDarkTheme) ?? DEFAULT_DARK_THEME,
  };
}

/** `themesInForce` for the current account's server and the theme settings. */
export function useThemesInForce(): ThemesInForce {
  const [lightTheme] = useSetting('lightTheme');
  const [darkTheme] = useSetting('darkTheme');
  const { meta } = useInstance();
  const serverLight = meta?.defaultLightTheme;
  const serverDark = meta?.defaultDarkTheme;
  return useMemo(
    () =>
      themesInForce(
        { lightTheme, darkTheme },
        { defaultLightTheme: serverLight, defaultDarkTheme: serverDark },
      ),
    [lightTheme, darkTheme, serverLight, serverDark],
  );
}
