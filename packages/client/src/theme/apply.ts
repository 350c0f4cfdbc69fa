/**
 * Writes a compiled theme onto the document: custom properties on :root (inline style, which
 * the CSP allows and which beats ui/theme.css), color-scheme, and the theme-color meta.
 */
import { type CompiledTheme, parseCompiledTheme } from './compiled.ts';

export const THEME_STORAGE_KEY = 'theme';

export function applyCompiledTheme(theme: CompiledTheme, doc: Document = document): void {
  const style = doc.documentElement.style;
  // Remove what a previous theme set and this one does not (themes may add their own keys).
  const stale: string[] = [];
  for (let i = 0; i < style.length; i++) {
    const name = style.item(i);
    if (name.startsWith('--') && !(name in theme.vars)) stale.push(name);
  }
  for (const name of stale) style.removeProperty(name);
  for (const [name, value] of Object.entries(theme.vars)) style.setProperty(name, value);
  style.setProperty('color-scheme', theme.colorScheme);
  doc.documentElement.dataset.colorScheme = theme.colorScheme;

  const metas = doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  if (metas.length === 0) {
    const meta = doc.createElement('meta');
    meta.name = 'theme-color';
    meta.content = theme.themeColor;
    doc.head.append(meta);
  }
  for (const meta of metas) {
    // index.html ships one per prefers-color-scheme; the chosen theme overrides both.
    meta.removeAttribute('media');
    meta.content = theme.themeColor;
  }
}

export function storeCompiledTheme(storage: Storage, theme: CompiledTheme): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme));
  } catch {
    // Quota or a refusing browser: the next start shows the built-in colours until the app runs.
  }
}

/** The cached compiled theme when it was compiled from exactly this source (see CompiledTheme). */
export function cachedCompiledTheme(storage: Storage, source: string): CompiledTheme | null {
  try {
    const cached = parseCompiledTheme(storage.getItem(THEME_STORAGE_KEY));
    return cached?.source === source ? cached : null;
  } catch {
    return null;
  }
}

/**
 * Spec 000 §4 start-up: apply the last theme before anything renders, so a reload does not
 * flash the default colours. The cache of another client version is ignored: boot clears it
 * (startup.ts) because it may lack variables this version needs.
 * Returns whether a cached theme was applied.
 */
export function applyCachedTheme(
  storage: Storage,
  runningVersion: string,
  doc: Document = document,
): boolean {
  try {
    if (storage.getItem('lastVersion') !== runningVersion) return false;
    const theme = parseCompiledTheme(storage.getItem(THEME_STORAGE_KEY));
    if (!theme) return false;
    applyCompiledTheme(theme, doc);
    // The splash (index.html) has fixed colours; match it to the theme while it fades.
    doc.getElementById('splash')?.style.setProperty('background', theme.vars['--bg'] ?? '');
    return true;
  } catch {
    return false;
  }
}
