import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { APP_VARIABLES } from './appVariables.ts';
import { darkEmerald, lightEmerald } from './builtin/index.ts';
import { compileThemeForPage } from './compiled.ts';
import type { Theme } from './model.ts';

extend([a11yPlugin]);

const contrast = (vars: Record<string, string>, a: string, b: string) =>
  colord(vars[a] ?? '').contrast(vars[b] ?? '');

describe('a theme written for Misskey', () => {
  // Typical Misskey theme JSON: only Misskey keys, a bright accent that is hard to read on white.
  const misskeyTheme: Theme = {
    id: 'x',
    name: 'Lime',
    base: 'light',
    props: {
      accent: '#9acd32',
      bg: '#fafafa',
      fg: '#777777',
      panel: '#ffffff',
      error: '#ff6666',
      shadow: 'rgba(0,0,0,0.1)',
    },
  };
  const { vars, colorScheme, themeColor } = compileThemeForPage(misskeyTheme);

  it('keeps its own Misskey variables, so components using Misskey names work', () => {
    expect(vars['--renote']).toBeTruthy();
    expect(vars['--mentionMe']).toBeTruthy();
    expect(vars['--bg']).toBe('#fafafa');
    expect(colorScheme).toBe('light');
    expect(themeColor).toBe('#fafafa');
  });

  it('gets every app variable, derived from its props', () => {
    for (const name of APP_VARIABLES) expect(vars[name], name).toBeTruthy();
    expect(vars['--shadow']).toMatch(/^0 1px 2px #[0-9a-f]{8}, 0 8px 24px #[0-9a-f]{8}$/);
  });

  it('is made readable: text, accent and danger reach 4.5:1 on the page and on panels', () => {
    for (const text of ['--fg', '--fg-muted', '--accent', '--link', '--danger']) {
      for (const surface of ['--bg', '--panel']) {
        expect(contrast(vars, text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(contrast(vars, '--on-accent', '--accent')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(vars, '--on-danger', '--danger')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the hue of a colour it had to darken', () => {
    expect(Math.abs(colord(vars['--accent'] ?? '').hue() - colord('#9acd32').hue())).toBeLessThan(6);
  });

  it('may set the browser colour and backdrop with Misskey keys', () => {
    const own = compileThemeForPage({
      ...misskeyTheme,
      props: { ...misskeyTheme.props, htmlThemeColor: '#123456', modalBg: 'rgba(0, 0, 0, 0.3)' },
    });
    expect(own.themeColor).toBe('#123456');
    expect(own.vars['--backdrop']).toBe(colord('rgba(0, 0, 0, 0.3)').toHex());
  });

  it('on a dark base lightens what it has to', () => {
    const dark = compileThemeForPage({
      id: 'd',
      name: 'D',
      base: 'dark',
      props: { accent: '#333399', fg: '#555555' },
    });
    expect(dark.colorScheme).toBe('dark');
    expect(contrast(dark.vars, '--accent', '--bg')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark.vars, '--fg', '--panel')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('ui/theme.css', () => {
  // Fresh visitors (no cached theme yet) see these before the app runs; they must be the defaults.
  // A path string: happy-dom replaces the global URL, which node:fs does not accept.
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../ui/theme.css'), 'utf8');
  const block = (source: string) => {
    const out: Record<string, string> = {};
    for (const match of source.matchAll(/(--[a-z-]+):\s*([^;]+);/g))
      out[match[1] as string] = match[2] as string;
    return out;
  };
  const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
  const lightTokens = block(css.slice(0, darkStart));
  const darkTokens = block(css.slice(darkStart, css.indexOf('}\n}', darkStart)));

  it.each([
    ['light emerald', lightEmerald, lightTokens],
    ['dark emerald', darkEmerald, darkTokens],
  ])('holds the compiled %s theme', (_label, theme, tokens) => {
    const { vars } = compileThemeForPage(theme);
    const expected = Object.fromEntries(APP_VARIABLES.map((name) => [name, vars[name]]));
    const actual = Object.fromEntries(APP_VARIABLES.map((name) => [name, tokens[name]]));
    expect(actual).toEqual(expected);
  });
});
