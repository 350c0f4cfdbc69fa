/**
 * Theme data model and validation for user-installed themes.
 *
 * The shape mirrors Misskey's theme JSON so that themes exported from a
 * Misskey-compatible server can be installed unchanged.
 */

export type ThemeBase = 'light' | 'dark';

export type Theme = {
  id: string;
  name: string;
  author?: string;
  desc?: string;
  /** Which built-in base theme the props are laid over. Required for installed themes (see validateTheme). */
  base?: ThemeBase;
  /** Colour keys and constants (`$name`) written in the theme prop notation (see compile.ts). */
  props: Record<string, string>;
};

/** The part of a theme a validation failure is about (`prop` names the prop for 'props'). */
export type ThemeField = 'theme' | 'id' | 'name' | 'author' | 'desc' | 'base' | 'props';

export type ThemeValidation =
  | { ok: true; theme: Theme }
  | { ok: false; reason: string; field: ThemeField; prop?: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks untrusted input (usually parsed JSON pasted by a user) and returns a typed theme or a reason.
 * Never throws: every branch only reads own properties with typeof checks.
 * `base` is required here (unlike the Theme type) because the spec only accepts installable themes
 * that say which base they extend; the built-in bases themselves are not validated through this.
 */
export function validateTheme(value: unknown): ThemeValidation {
  if (!isPlainObject(value)) return { ok: false, reason: 'theme must be an object', field: 'theme' };
  const { id, name, author, desc, base, props } = value;
  if (typeof id !== 'string') return { ok: false, reason: 'theme id must be a string', field: 'id' };
  if (typeof name !== 'string') return { ok: false, reason: 'theme name must be a string', field: 'name' };
  if (author !== undefined && typeof author !== 'string') {
    return { ok: false, reason: 'theme author must be a string when present', field: 'author' };
  }
  if (desc !== undefined && typeof desc !== 'string') {
    return { ok: false, reason: 'theme desc must be a string when present', field: 'desc' };
  }
  if (base !== 'light' && base !== 'dark') {
    return { ok: false, reason: "theme base must be 'light' or 'dark'", field: 'base' };
  }
  if (!isPlainObject(props)) return { ok: false, reason: 'theme props must be an object', field: 'props' };
  const cleanProps: Record<string, string> = {};
  for (const [key, propValue] of Object.entries(props)) {
    if (typeof propValue !== 'string') {
      return { ok: false, reason: `theme prop "${key}" must be a string`, field: 'props', prop: key };
    }
    cleanProps[key] = propValue;
  }
  const theme: Theme = { id, name, base, props: cleanProps };
  if (author !== undefined) theme.author = author;
  if (desc !== undefined) theme.desc = desc;
  return { ok: true, theme };
}
