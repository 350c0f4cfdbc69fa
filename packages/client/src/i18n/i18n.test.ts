import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/boot/startup';
import { fallbackI18n } from './fallback';
import { I18n, interpolate } from './i18n';
import { chooseLocale, LOCALE_STORAGE_KEYS, loadLocale } from './loadLocale';
import enUS from './locales/en-US.json';
import { completeLocale, mergeLocale } from './mergeLocale';

describe('interpolate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Switch to @{username}', { username: 'alice' })).toBe('Switch to @alice');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('{a}{a}', { a: 'x' })).toBe('xx');
  });
});

describe('I18n', () => {
  it('gives typed texts and dot-path lookups', () => {
    const i18n = fallbackI18n();
    expect(i18n.ts.signIn).toBe('Sign in');
    expect(i18n.t('accounts.remove', { username: 'bob' })).toBe('Remove @bob');
    expect(i18n.t('signin.title')).toBe('Sign in');
  });

  it('keeps values in their own direction inside right-to-left text', () => {
    const arabic = new I18n('ar-SA', enUS);
    expect(arabic.dir).toBe('rtl');
    // A version or a mention stays readable ("1.3.0-beta.1", "@bob") inside Arabic sentences.
    expect(arabic.t('accounts.remove', { username: 'bob' })).toBe('Remove \u2068@bob\u2069');
    expect(fallbackI18n().dir).toBe('ltr');
  });
});

describe('mergeLocale', () => {
  it('fills missing keys from the fallback and reports them', () => {
    const missing: string[] = [];
    const merged = mergeLocale(
      { a: 'A', nested: { b: 'B', c: 'C' } },
      { a: 'α', nested: { b: 'β' } },
      (key) => missing.push(key),
    );
    expect(merged).toEqual({ a: 'α', nested: { b: 'β', c: 'C' } });
    expect(missing).toEqual(['nested.c']);
  });

  it('ignores values of the wrong shape', () => {
    expect(mergeLocale({ a: 'A', n: { b: 'B' } }, { a: 5, n: 'oops' })).toEqual({ a: 'A', n: { b: 'B' } });
  });

  it('writes the complete locale file the build ships, naming what en-US filled in', () => {
    const { text, missing } = completeLocale({ a: 'A', n: { b: 'B' } }, { a: 'α', extra: 'x' });
    expect(JSON.parse(text)).toEqual({ a: 'α', n: { b: 'B' } });
    expect(missing).toEqual(['n.b']);
  });
});

describe('chooseLocale', () => {
  it('prefers the stored choice, then the browser, then en-US', () => {
    const storage = new MemoryStorage();
    expect(chooseLocale(storage, ['xx-YY'])).toBe('en-US');
    expect(chooseLocale(storage, ['en-GB'])).toBe('en-US');
    storage.setItem('lang', 'en-US');
    expect(chooseLocale(storage, [])).toBe('en-US');
    storage.setItem('lang', 'zz-ZZ');
    expect(chooseLocale(storage, [])).toBe('en-US');
  });
});

describe('loadLocale', () => {
  const origin = 'https://shiori.example';
  const translated = { ...enUS, signIn: 'Log in' };

  it('fetches the locale file when no version is stored, and caches it', async () => {
    const storage = new MemoryStorage();
    const fetchLocale = vi.fn(async () => new Response(JSON.stringify(translated)));
    const i18n = await loadLocale({ storage, origin, version: '1.3.0', fetch: fetchLocale });
    expect(fetchLocale).toHaveBeenCalledWith('https://shiori.example/assets/locales/en-US.1.3.0.json');
    expect(i18n.ts.signIn).toBe('Log in');
    expect(storage.getItem(LOCALE_STORAGE_KEYS.version)).toBe('1.3.0');
    expect(storage.getItem(LOCALE_STORAGE_KEYS.texts)).toContain('Log in');
  });

  it('uses the cached texts while the version matches', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCALE_STORAGE_KEYS.texts, JSON.stringify(translated));
    storage.setItem(LOCALE_STORAGE_KEYS.version, '1.3.0');
    const fetchLocale = vi.fn();
    const i18n = await loadLocale({ storage, origin, version: '1.3.0', fetch: fetchLocale });
    expect(fetchLocale).not.toHaveBeenCalled();
    expect(i18n.ts.signIn).toBe('Log in');
  });

  it('refetches when the stored version differs', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCALE_STORAGE_KEYS.texts, JSON.stringify(translated));
    storage.setItem(LOCALE_STORAGE_KEYS.version, '1.2.0');
    const fetchLocale = vi.fn(async () => new Response(JSON.stringify(enUS)));
    const i18n = await loadLocale({ storage, origin, version: '1.3.0', fetch: fetchLocale });
    expect(fetchLocale).toHaveBeenCalledOnce();
    expect(i18n.ts.signIn).toBe('Sign in');
  });

  it('fetches again when the cached texts are not an object of texts', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LOCALE_STORAGE_KEYS.texts, '"broken"');
    storage.setItem(LOCALE_STORAGE_KEYS.version, '1.3.0');
    const fetchLocale = vi.fn(async () => new Response(JSON.stringify(translated)));
    const i18n = await loadLocale({ storage, origin, version: '1.3.0', fetch: fetchLocale });
    expect(fetchLocale).toHaveBeenCalledOnce();
    expect(i18n.ts.signIn).toBe('Log in');
  });

  it('falls back to the built-in en-US texts when the file cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const i18n = await loadLocale({ storage, origin, version: '1.3.0', fetch: offline });
    expect(i18n).toBeInstanceOf(I18n);
    expect(i18n.ts.signIn).toBe('Sign in');
    expect(storage.getItem(LOCALE_STORAGE_KEYS.version)).toBeNull();

    const broken = vi.fn(async () => new Response('<html>', { status: 200 }));
    expect((await loadLocale({ storage, origin, version: '1.3.0', fetch: broken })).ts.signIn).toBe(
      'Sign in',
    );
    const notTexts = vi.fn(async () => new Response('[1]', { status: 200 }));
    expect((await loadLocale({ storage, origin, version: '1.3.0', fetch: notTexts })).ts.signIn).toBe(
      'Sign in',
    );
    const missing = vi.fn(async () => new Response('', { status: 404 }));
    expect((await loadLocale({ storage, origin, version: '1.3.0', fetch: missing })).ts.signIn).toBe(
      'Sign in',
    );
  });
});
