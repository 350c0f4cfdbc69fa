/**
 * Installed themes (issue 22): checking pasted Misskey theme code, and the list of installed
 * themes kept in the account-scope `themes` setting (the registry, scope ['client'], key
 * 'themes', where Misskey keeps them too). Pure: the pages hand in the parser and the lists.
 */
import { builtinThemes } from './builtin/index.ts';
import { ThemeCompileError } from './compile.ts';
import { compileThemeForPage } from './compiled.ts';
import { type Theme, type ThemeField, validateTheme } from './model.ts';

/** Why pasted theme code cannot be installed, precise enough to say which field and why. */
export type ThemeCodeProblem =
  | { kind: 'empty' }
  | { kind: 'syntax'; line: number | null; column: number | null }
  | { kind: 'field'; field: ThemeField; prop?: string }
  | { kind: 'compile'; prop: string }
  | { kind: 'builtin' }
  | { kind: 'installed' };

export type ThemeCodeResult = { ok: true; theme: Theme } | { ok: false; problem: ThemeCodeProblem };

/** JSON5.parse's SyntaxError carries lineNumber and columnNumber; anything else has neither. */
function position(error: unknown, key: 'lineNumber' | 'columnNumber'): number | null {
  const value = (error as Record<string, unknown> | null)?.[key];
  return typeof value === 'number' ? value : null;
}

/**
 * Parses and checks theme code as spec 000 §5 says (string id and name, base light or dark, a
 * props object of strings), then compiles it, so a theme that would fall back to the default
 * when chosen (a missing reference, an unknown function) is refused here with the prop named.
 */
export function checkThemeCode(
  code: string,
  parse: (text: string) => unknown,
  installed: readonly Theme[],
): ThemeCodeResult {
  if (code.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  let value: unknown;
  try {
    value = parse(code);
  } catch (error) {
    const line = position(error, 'lineNumber');
    const column = position(error, 'columnNumber');
    return { ok: false, problem: { kind: 'syntax', line, column } };
  }
  const valid = validateTheme(value);
  if (!valid.ok) {
    const problem: ThemeCodeProblem = { kind: 'field', field: valid.field };
    if (valid.prop !== undefined) problem.prop = valid.prop;
    return { ok: false, problem };
  }
  const { theme } = valid;
  if (builtinThemes.some((builtin) => builtin.id === theme.id)) {
    return { ok: false, problem: { kind: 'builtin' } };
  }
  if (installed.some((other) => other.id === theme.id)) {
    return { ok: false, problem: { kind: 'installed' } };
  }
  try {
    compileThemeForPage(theme);
  } catch (error) {
    if (error instanceof ThemeCompileError)
      return { ok: false, problem: { kind: 'compile', prop: error.prop } };
    throw error;
  }
  return { ok: true, theme };
}

/** The list with the theme added at the end (a theme of the same id is replaced in place). */
export function installTheme(installed: readonly Theme[], theme: Theme): Theme[] {
  const at = installed.findIndex((other) => other.id === theme.id);
  if (at === -1) return [...installed, theme];
  return installed.map((other, index) => (index === at ? theme : other));
}

export interface ThemeChoices {
  lightTheme: Theme | null;
  darkTheme: Theme | null;
}

/**
 * Removes a theme. A slot that was showing it is emptied, so the default for that slot (the
 * server's, else the built-in one) takes over instead of a theme that is no longer installed.
 */
export function uninstallTheme(
  installed: readonly Theme[],
  choices: ThemeChoices,
  id: string,
): { themes: Theme[]; choices: ThemeChoices } {
  return {
    themes: installed.filter((theme) => theme.id !== id),
    choices: {
      lightTheme: choices.lightTheme?.id === id ? null : choices.lightTheme,
      darkTheme: choices.darkTheme?.id === id ? null : choices.darkTheme,
    },
  };
}

/** The themes one slot can show: the built-in ones of that base, then the installed ones. */
export function themesOfBase(base: 'light' | 'dark', installed: readonly Theme[]): Theme[] {
  return [...builtinThemes, ...installed].filter((theme) => (theme.base ?? 'light') === base);
}

/** A file name for an exported theme: its name, made safe, with Misskey's .json5 ending. */
export function themeFileName(theme: Theme): string {
  const safe = Array.from(theme.name.normalize('NFKC'))
    .filter((char) => char >= ' ' && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim()
    .slice(0, 64);
  return `${safe || 'theme'}.json5`;
}
