import { describe, expect, it } from 'vitest';
import { getBuiltinTheme } from './builtin/index.ts';
import { DEFAULT_DARK_THEME, DEFAULT_LIGHT_THEME, effectiveDarkMode, selectActiveTheme } from './darkMode.ts';

const coffee = getBuiltinTheme('light-coffee') ?? DEFAULT_LIGHT_THEME;
const ice = getBuiltinTheme('dark-ice') ?? DEFAULT_DARK_THEME;

describe('selectActiveTheme', () => {
  it('uses light and dark emerald when the user chose no theme', () => {
    expect(selectActiveTheme({ isDark: false, lightTheme: null, darkTheme: null }).id).toBe('light-emerald');
    expect(selectActiveTheme({ isDark: true, lightTheme: null, darkTheme: null }).id).toBe('dark-emerald');
  });

  it('uses the chosen light theme in light mode and the dark one in dark mode', () => {
    expect(selectActiveTheme({ isDark: false, lightTheme: coffee, darkTheme: ice })).toBe(coffee);
    expect(selectActiveTheme({ isDark: true, lightTheme: coffee, darkTheme: ice })).toBe(ice);
  });

  it('falls back per slot: a chosen light theme does not replace the dark default', () => {
    expect(selectActiveTheme({ isDark: true, lightTheme: coffee, darkTheme: null })).toBe(DEFAULT_DARK_THEME);
    expect(selectActiveTheme({ isDark: false, lightTheme: null, darkTheme: ice })).toBe(DEFAULT_LIGHT_THEME);
  });
});

describe('effectiveDarkMode', () => {
  it('follows the device while syncing, whatever was stored', () => {
    expect(effectiveDarkMode(false, true, true)).toBe(true);
    expect(effectiveDarkMode(true, true, false)).toBe(false);
  });

  it('uses the stored choice when not syncing', () => {
    expect(effectiveDarkMode(true, false, false)).toBe(true);
    expect(effectiveDarkMode(false, false, true)).toBe(false);
  });
});
