import { describe, expect, it } from 'vitest';
import { darkEmerald, lightEmerald } from './builtin/index.ts';
import type { Theme } from './model.ts';
import { themesInForce } from './serverDefaults.ts';

const light = { id: 'srv-l', name: 'Server light', base: 'light', props: { accent: '#225588' } } as Theme;
const dark = { id: 'srv-d', name: 'Server dark', base: 'dark', props: { bg: '#101010' } } as Theme;
const none = { lightTheme: null, darkTheme: null };
const serverMeta = { defaultLightTheme: JSON.stringify(light), defaultDarkTheme: JSON.stringify(dark) };

describe('themesInForce', () => {
  it("uses the account's server's themes while the user has chosen none", () => {
    expect(themesInForce(none, serverMeta)).toEqual({ light, dark });
  });

  it('follows the server: another server without defaults gives the built-in themes', () => {
    expect(themesInForce(none, { defaultLightTheme: null, defaultDarkTheme: null })).toEqual({
      light: lightEmerald,
      dark: darkEmerald,
    });
    expect(themesInForce(none, null)).toEqual({ light: lightEmerald, dark: darkEmerald });
  });

  it("keeps the user's choice whatever the server says", () => {
    const chosen = { ...lightEmerald, id: 'mine', name: 'Mine' };
    expect(themesInForce({ lightTheme: chosen, darkTheme: null }, serverMeta)).toEqual({
      light: chosen,
      dark,
    });
  });

  it.each([
    ['not JSON', '{"id":'],
    ['not a theme', JSON.stringify({ id: 'x', name: 'X', base: 'sepia', props: {} })],
    ['no props', JSON.stringify({ id: 'x', name: 'X', base: 'light' })],
    ['a JSON string', '"light"'],
    ['empty', ''],
  ])('skips a server theme that is %s, keeping the built-in default', (_label, json) => {
    expect(themesInForce(none, { defaultLightTheme: json, defaultDarkTheme: JSON.stringify(dark) })).toEqual({
      light: lightEmerald,
      dark,
    });
  });
});
