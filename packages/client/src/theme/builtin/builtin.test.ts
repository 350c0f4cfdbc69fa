import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import { compileTheme } from '../compile.ts';
import { validateTheme } from '../model.ts';
import { darkBase, lightBase } from './index.ts';

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
