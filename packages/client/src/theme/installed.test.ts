import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { builtinThemes } from './builtin/index';
import { checkThemeCode, installTheme, themeFileName, themesOfBase, uninstallTheme } from './installed';
import type { Theme } from './model';

const parse = (text: string) => JSON5.parse(text);
const dusk: Theme = { id: 'dusk', name: 'Dusk', base: 'dark', props: { accent: '#e0a030' } };
const paper: Theme = { id: 'paper', name: 'Paper', base: 'light', props: {} };

const problemOf = (code: string, installed: Theme[] = []) => {
  const result = checkThemeCode(code, parse, installed);
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
};

describe('checkThemeCode (spec 000 §5)', () => {
  it('accepts Misskey theme JSON5 with comments, unquoted keys and trailing commas', () => {
    const result = checkThemeCode(
      `{ // a theme
        id: 'tide', name: 'Tide', author: '@ann', base: 'light',
        props: { accent: '#0a7ea4', panel: ':lighten<5<@bg', $c: '#123', link: '$c', },
      }`,
      parse,
      [],
    );
    expect(result).toEqual({
      ok: true,
      theme: {
        id: 'tide',
        name: 'Tide',
        author: '@ann',
        base: 'light',
        props: { accent: '#0a7ea4', panel: ':lighten<5<@bg', $c: '#123', link: '$c' },
      },
    });
  });

  it('says where the syntax breaks', () => {
    expect(problemOf('{ id: "x",\n  name: }')).toEqual({ kind: 'syntax', line: 2, column: 9 });
    expect(problemOf('   ')).toEqual({ kind: 'empty' });
  });

  it('names the field that is wrong', () => {
    expect(problemOf('[]')).toEqual({ kind: 'field', field: 'theme' });
    expect(problemOf('{ name: "n", base: "light", props: {} }')).toEqual({ kind: 'field', field: 'id' });
    expect(problemOf('{ id: "i", name: 3, base: "light", props: {} }')).toEqual({
      kind: 'field',
      field: 'name',
    });
    expect(problemOf('{ id: "i", name: "n", base: "sepia", props: {} }')).toEqual({
      kind: 'field',
      field: 'base',
    });
    expect(problemOf('{ id: "i", name: "n", base: "dark" }')).toEqual({ kind: 'field', field: 'props' });
    expect(problemOf('{ id: "i", name: "n", base: "dark", props: { bg: 0 } }')).toEqual({
      kind: 'field',
      field: 'props',
      prop: 'bg',
    });
  });

  it('refuses a theme that would not compile, naming the prop', () => {
    expect(problemOf('{ id: "i", name: "n", base: "dark", props: { fg: "@nowhere" } }')).toEqual({
      kind: 'compile',
      prop: 'fg',
    });
    expect(problemOf('{ id: "i", name: "n", base: "dark", props: { fg: ":blur<2<@bg" } }')).toEqual({
      kind: 'compile',
      prop: 'fg',
    });
  });

  it("refuses a built-in theme's id and one already installed", () => {
    const builtin = builtinThemes[0];
    if (!builtin) throw new Error('needs a built-in theme');
    expect(problemOf(`{ id: "${builtin.id}", name: "n", base: "light", props: {} }`)).toEqual({
      kind: 'builtin',
    });
    expect(problemOf('{ id: "dusk", name: "Again", base: "dark", props: {} }', [dusk])).toEqual({
      kind: 'installed',
    });
  });
});

describe('installed themes', () => {
  it('installs at the end, replacing a theme of the same id in place', () => {
    const list = installTheme(installTheme([], dusk), paper);
    expect(list.map((theme) => theme.id)).toEqual(['dusk', 'paper']);
    const renamed = { ...dusk, name: 'Dusk 2' };
    expect(installTheme(list, renamed)).toEqual([renamed, paper]);
  });

  it('uninstalls, emptying a slot that showed the theme so its default takes over', () => {
    const result = uninstallTheme([dusk, paper], { lightTheme: paper, darkTheme: dusk }, 'dusk');
    expect(result.themes).toEqual([paper]);
    expect(result.choices).toEqual({ lightTheme: paper, darkTheme: null });
    const untouched = uninstallTheme([dusk, paper], { lightTheme: null, darkTheme: dusk }, 'paper');
    expect(untouched.choices).toEqual({ lightTheme: null, darkTheme: dusk });
  });

  it('offers each slot the built-in and installed themes of its base only', () => {
    const dark = themesOfBase('dark', [dusk, paper]);
    expect(dark.at(-1)).toBe(dusk);
    expect(dark.every((theme) => theme.base === 'dark')).toBe(true);
    expect(themesOfBase('light', [dusk]).includes(dusk)).toBe(false);
  });

  it('names an exported file after the theme, without characters file systems refuse', () => {
    expect(themeFileName({ ...dusk, name: 'Dusk: v2/final?' })).toBe('Dusk v2final.json5');
    expect(themeFileName({ ...dusk, name: '  ' })).toBe('theme.json5');
  });
});
