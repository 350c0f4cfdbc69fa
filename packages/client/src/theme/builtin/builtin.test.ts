import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { APP_VARIABLES } from '../appVariables.ts';
import { compileTheme } from '../compile.ts';
import { compileThemeForPage } from '../compiled.ts';
import { validateTheme } from '../model.ts';
import { builtinThemes, darkBase, darkEmerald, getBuiltinTheme, lightBase, lightEmerald } from './index.ts';

extend([a11yPlugin]);

const requiredKeys = [
  'accent',
  'bg',
  'fg',
  'fgHighlighted',
  'panel',
  'popup',
  'divider',
  'link',
  'hashtag',
  'mention',
  'mentionMe',
  'renote',
  'focus',
  'success',
  'error',
  'warn',
  'infoBg',
  'infoFg',
  'shadow',
  'buttonBg',
  'buttonHoverBg',
  'inputBorder',
  'accentedBg',
  'navBg',
];

// Colours used as text on the page background and on panels/popups.
const textKeys = [
  'fg',
  'fgHighlighted',
  'link',
  'hashtag',
  'mention',
  'mentionMe',
  'renote',
  'success',
  'error',
  'warn',
];
const surfaceKeys = ['bg', 'panel', 'popup'];

describe.each([
  ['lightBase', lightBase],
  ['darkBase', darkBase],
])('%s', (_label, base) => {
  const css = compileTheme(base);

  it('is a valid theme and compiles without error', () => {
    expect(validateTheme(base).ok).toBe(true);
    expect(() => compileTheme(base)).not.toThrow();
  });

  it('defines every required key as a valid colour', () => {
    for (const key of requiredKeys) {
      expect(colord(css[`--${key}`] ?? '').isValid(), key).toBe(true);
    }
  });

  it('uses the notation for derived keys', () => {
    expect(base.props.accentedBg).toBe(':alpha<0.15<@accent');
    expect(base.props.navBg).toBe('@panel');
  });

  it.each(textKeys.flatMap((text) => surfaceKeys.map((surface) => [text, surface])))(
    '%s has >= 4.5:1 contrast on %s',
    (text, surface) => {
      const ratio = colord(css[`--${text}`] ?? '').contrast(css[`--${surface}`] ?? '');
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('infoFg on infoBg and fgOnAccent on accent have >= 4.5:1 contrast', () => {
    expect(colord(css['--infoFg'] ?? '').contrast(css['--infoBg'] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(colord(css['--fgOnAccent'] ?? '').contrast(css['--accent'] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('can serve as the base for an installed theme', () => {
    const overlay = compileTheme({ id: 'x', name: 'X', base: base.base, props: { accent: '#ff0000' } }, base);
    expect(overlay['--accent']).toBe('#ff0000');
    expect(overlay['--accentedBg']).toBe('rgba(255, 0, 0, 0.15)');
  });
});

it('light and dark bases emit the same CSS variables so themes can switch base safely', () => {
  // Constants ($name) are private to each palette, so only the emitted variables must match.
  expect(Object.keys(compileTheme(lightBase)).sort()).toEqual(Object.keys(compileTheme(darkBase)).sort());
});

describe('built-in themes', () => {
  const named = (base: string) =>
    builtinThemes
      .filter((theme) => theme.base === base)
      .map((theme) => theme.id.replace(/^(light|dark)-/, ''));

  it('are the named variants of spec 000 §3, with unique ids', () => {
    expect(named('light').sort()).toEqual(
      [
        'light',
        'coffee',
        'apricot',
        'rainy',
        'botanical',
        'vivid',
        'cherry',
        'sushi',
        'u0',
        'emerald',
      ].sort(),
    );
    expect(named('dark').sort()).toEqual(
      ['dark', 'persimmon', 'astro', 'future', 'botanical', 'emerald', 'cherry', 'ice', 'u0'].sort(),
    );
    expect(new Set(builtinThemes.map((theme) => theme.id)).size).toBe(builtinThemes.length);
  });

  it('are found by id', () => {
    expect(getBuiltinTheme('light-emerald')).toBe(lightEmerald);
    expect(getBuiltinTheme('dark-emerald')).toBe(darkEmerald);
    expect(getBuiltinTheme('nope')).toBeUndefined();
  });
});

describe.each(builtinThemes.map((theme) => [theme.id, theme] as const))('built-in theme %s', (_id, theme) => {
  const misskey = compileTheme(theme, theme.base === 'dark' ? darkBase : lightBase);
  const { vars, colorScheme } = compileThemeForPage(theme);
  const contrast = (a: string, b: string) => colord(vars[a] ?? '').contrast(vars[b] ?? '');

  it('validates, and compiles with every variable the app reads', () => {
    expect(validateTheme(theme).ok).toBe(true);
    expect(colorScheme).toBe(theme.base);
    for (const name of APP_VARIABLES) expect(vars[name], name).toBeTruthy();
    for (const key of requiredKeys) expect(colord(misskey[`--${key}`] ?? '').isValid(), key).toBe(true);
  });

  it('is its own palette, used as designed (the app does not have to correct it)', () => {
    for (const key of ['accent', 'bg', 'fg', 'panel', 'link'] as const) {
      expect(colord(vars[`--${key}`] ?? '').toHex()).toBe(colord(theme.props[key] ?? '').toHex());
    }
  });

  it.each(textKeys.flatMap((text) => surfaceKeys.map((surface) => [text, surface])))(
    'Misskey text colour %s reads on %s (>= 4.5:1)',
    (text, surface) => {
      expect(
        colord(misskey[`--${text}`] ?? '').contrast(misskey[`--${surface}`] ?? ''),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    ['--fg', '--bg'],
    ['--fg', '--panel'],
    ['--fg', '--popup'],
    ['--fg', '--panel-hover'],
    ['--fg-muted', '--bg'],
    ['--fg-muted', '--panel'],
    ['--fg-muted', '--panel-hover'],
    ['--accent', '--bg'],
    ['--accent', '--panel'],
    ['--accent', '--accent-soft'],
    ['--link', '--bg'],
    ['--link', '--panel'],
    ['--on-accent', '--accent'],
    ['--on-accent', '--accent-hover'],
    ['--danger', '--panel'],
    ['--danger', '--panel-hover'],
    ['--on-danger', '--danger'],
    ['--fg', '--danger-soft'],
    ['--fg', '--success-soft'],
    ['--fg', '--accent-soft'],
    ['--success', '--panel'],
  ])('app text %s reads on %s (>= 4.5:1)', (text, surface) => {
    expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws input borders and focus rings that stand out (>= 3:1)', () => {
    expect(contrast('--input-border', '--panel')).toBeGreaterThanOrEqual(3);
    expect(contrast('--focus', '--bg')).toBeGreaterThanOrEqual(3);
    expect(contrast('--focus', '--panel')).toBeGreaterThanOrEqual(3);
  });
});
