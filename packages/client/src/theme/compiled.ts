/**
 * A theme ready for the page: every custom property, the colour scheme for form controls and
 * scrollbars, and the browser UI colour. This is also what is cached in localStorage `theme`.
 */
import { appVariables } from './appVariables.ts';
import { darkBase, lightBase } from './builtin/index.ts';
import { compileTheme } from './compile.ts';
import type { Theme, ThemeBase } from './model.ts';

export interface CompiledTheme {
  vars: Record<string, string>;
  colorScheme: ThemeBase;
  themeColor: string;
  /**
   * The theme this was compiled from, as ThemeApplier keys it (JSON). Lets the next start
   * reuse the cached result instead of compiling the same theme again (tens of
   * milliseconds, before the first note can be shown).
   */
  source?: string;
}

/**
 * Lays the theme over its built-in base (so a Misskey theme that sets only a few keys still
 * defines everything), compiles the notation and adds the app's own variables.
 * Throws ThemeCompileError for a broken theme.
 */
export function compileThemeForPage(theme: Theme): CompiledTheme {
  const colorScheme: ThemeBase = theme.base ?? 'light';
  const compiled = compileTheme(theme, colorScheme === 'dark' ? darkBase : lightBase);
  const app = appVariables(compiled);
  const vars = { ...compiled, ...app };
  const ownThemeColor = compiled['--htmlThemeColor'];
  return { vars, colorScheme, themeColor: ownThemeColor ?? app['--bg'] };
}

/** Reads back a cached CompiledTheme, or null for anything else (old formats, tampering). */
export function parseCompiledTheme(text: string | null): CompiledTheme | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { vars, colorScheme, themeColor } = value as Record<string, unknown>;
  if (colorScheme !== 'light' && colorScheme !== 'dark') return null;
  if (typeof themeColor !== 'string') return null;
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) return null;
  const clean: Record<string, string> = {};
  for (const [key, v] of Object.entries(vars)) {
    // Only custom properties: the cache must not be able to set arbitrary styles.
    if (!key.startsWith('--') || typeof v !== 'string') return null;
    clean[key] = v;
  }
  const { source } = value as Record<string, unknown>;
  return { vars: clean, colorScheme, themeColor, ...(typeof source === 'string' ? { source } : {}) };
}
