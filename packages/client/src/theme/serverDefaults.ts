import type { SettingsStore } from '@/settings';
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

/**
 * Spec 000 §4: on first use the server's default themes become the user's themes, once.
 * An invalid theme from the server is skipped (the built-in default stays); the step still
 * counts as done, so a later fix on the server does not override what the user chose since.
 * Without meta (server unreachable) nothing happens and it is tried again next start.
 */
export function applyServerDefaultThemes(
  store: SettingsStore,
  meta: { defaultLightTheme?: string | null; defaultDarkTheme?: string | null } | null,
): void {
  if (!meta || !store.get('themeInitial')) return;
  const light = parseTheme(meta.defaultLightTheme);
  const dark = parseTheme(meta.defaultDarkTheme);
  if (light) store.set('lightTheme', light);
  if (dark) store.set('darkTheme', dark);
  store.set('themeInitial', false);
}
