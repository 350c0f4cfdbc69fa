import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/boot/startup';
import { applyCachedTheme, applyCompiledTheme, storeCompiledTheme, THEME_STORAGE_KEY } from './apply.ts';
import { darkEmerald, getBuiltinTheme, lightEmerald } from './builtin/index.ts';
import { compileThemeForPage } from './compiled.ts';

const root = () => document.documentElement;
const cssVar = (name: string) => root().style.getPropertyValue(name);

afterEach(() => {
  root().removeAttribute('style');
  for (const meta of document.querySelectorAll('meta[name="theme-color"], #splash')) meta.remove();
});

describe('applyCompiledTheme', () => {
  it('sets the variables, the colour scheme and the browser colour', () => {
    const dark = compileThemeForPage(darkEmerald);
    applyCompiledTheme(dark);
    expect(cssVar('--bg')).toBe(dark.vars['--bg']);
    expect(cssVar('--fg-muted')).toBe(dark.vars['--fg-muted']);
    expect(root().style.getPropertyValue('color-scheme')).toBe('dark');
    expect(document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toBe(
      dark.themeColor,
    );
  });

  it('overrides the per-scheme theme-color metas of index.html', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="theme-color" content="#fff" media="(prefers-color-scheme: light)"><meta name="theme-color" content="#000" media="(prefers-color-scheme: dark)">',
    );
    const light = compileThemeForPage(lightEmerald);
    applyCompiledTheme(light);
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      expect(meta.content).toBe(light.themeColor);
      expect(meta.hasAttribute('media')).toBe(false);
    }
  });

  it('removes variables the previous theme set and the new one lacks', () => {
    const withExtra = compileThemeForPage({
      ...lightEmerald,
      props: { ...lightEmerald.props, sparkle: '#ff00ff' },
    });
    applyCompiledTheme(withExtra);
    expect(cssVar('--sparkle')).toBe('#ff00ff');
    applyCompiledTheme(compileThemeForPage(lightEmerald));
    expect(cssVar('--sparkle')).toBe('');
  });
});

describe('the start-up cache', () => {
  const coffee = compileThemeForPage(getBuiltinTheme('light-coffee') ?? lightEmerald);

  function storageWith(version: string | null, cached: string | null) {
    const storage = new MemoryStorage();
    if (version) storage.setItem('lastVersion', version);
    if (cached !== null) storage.setItem(THEME_STORAGE_KEY, cached);
    return storage;
  }

  it('applies the stored theme at start, before the app runs, and colours the splash', () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="splash"></div>');
    const storage = storageWith('1.0.0', null);
    storeCompiledTheme(storage, coffee);
    expect(applyCachedTheme(storage, '1.0.0')).toBe(true);
    expect(cssVar('--bg')).toBe(coffee.vars['--bg']);
    expect(root().style.getPropertyValue('color-scheme')).toBe('light');
    expect(document.getElementById('splash')?.style.background).toBeTruthy();
  });

  it("ignores another client version's cache (it is cleared at boot)", () => {
    const storage = storageWith('0.9.0', JSON.stringify(coffee));
    expect(applyCachedTheme(storage, '1.0.0')).toBe(false);
    expect(cssVar('--bg')).toBe('');
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an old format', JSON.stringify({ bg: '#fff' })],
    ['a non-variable property', JSON.stringify({ ...coffee, vars: { display: 'none' } })],
    ['a bad colour scheme', JSON.stringify({ ...coffee, colorScheme: 'sepia' })],
  ])('ignores %s in the cache', (_label, cached) => {
    expect(applyCachedTheme(storageWith('1.0.0', cached), '1.0.0')).toBe(false);
    expect(root().getAttribute('style') ?? '').toBe('');
  });
});
