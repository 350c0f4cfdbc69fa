import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { applyServerDefaultThemes } from './serverDefaults.ts';

const light = { id: 'srv-l', name: 'Server light', base: 'light', props: { accent: '#225588' } };
const dark = { id: 'srv-d', name: 'Server dark', base: 'dark', props: { bg: '#101010' } };

describe('applyServerDefaultThemes', () => {
  it('makes valid server themes the user themes on first use, once', () => {
    const store = createMemorySettingsStore();
    applyServerDefaultThemes(store, {
      defaultLightTheme: JSON.stringify(light),
      defaultDarkTheme: JSON.stringify(dark),
    });
    expect(store.get('lightTheme')).toEqual(light);
    expect(store.get('darkTheme')).toEqual(dark);
    expect(store.get('themeInitial')).toBe(false);

    // The user picks something else; a later start must not bring the server's theme back.
    store.set('lightTheme', null);
    applyServerDefaultThemes(store, { defaultLightTheme: JSON.stringify(light), defaultDarkTheme: null });
    expect(store.get('lightTheme')).toBeNull();
  });

  it.each([
    ['not JSON', '{"id":'],
    ['not a theme', JSON.stringify({ id: 'x', name: 'X', base: 'sepia', props: {} })],
    ['no props', JSON.stringify({ id: 'x', name: 'X', base: 'light' })],
    ['a JSON string', '"light"'],
    ['empty', ''],
  ])('ignores a server theme that is %s, keeping the built-in default', (_label, json) => {
    const store = createMemorySettingsStore();
    applyServerDefaultThemes(store, { defaultLightTheme: json, defaultDarkTheme: JSON.stringify(dark) });
    expect(store.get('lightTheme')).toBeNull();
    expect(store.get('darkTheme')).toEqual(dark);
    expect(store.get('themeInitial')).toBe(false);
  });

  it('does nothing when the user already started once', () => {
    const store = createMemorySettingsStore({ themeInitial: false });
    applyServerDefaultThemes(store, { defaultLightTheme: JSON.stringify(light) });
    expect(store.get('lightTheme')).toBeNull();
  });

  it('tries again next start when the server could not be reached', () => {
    const store = createMemorySettingsStore();
    applyServerDefaultThemes(store, null);
    expect(store.get('themeInitial')).toBe(true);
  });
});
