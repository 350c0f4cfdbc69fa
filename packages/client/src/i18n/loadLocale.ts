import { DEFAULT_LOCALE } from '@/constants';
import { I18n, type LocaleTexts } from './i18n';
import { isRecord } from './mergeLocale';

export const AVAILABLE_LOCALES: readonly string[] = __LOCALE_CODES__;

/** localStorage keys (spec 000 §3); `lang` holds the chosen code, as Misskey does. */
export const LOCALE_STORAGE_KEYS = { lang: 'lang', texts: 'locale', version: 'localeVersion' } as const;

/** The stored choice, else the browser's preferred language when we have it, else en-US. */
export function chooseLocale(storage: Storage, languages: readonly string[]): string {
  const stored = storage.getItem(LOCALE_STORAGE_KEYS.lang);
  if (stored && AVAILABLE_LOCALES.includes(stored)) return stored;
  for (const language of languages) {
    const exact = AVAILABLE_LOCALES.find((code) => code.toLowerCase() === language.toLowerCase());
    if (exact) return exact;
    const base = language.split('-')[0]?.toLowerCase();
    const sameLanguage = AVAILABLE_LOCALES.find((code) => code.split('-')[0]?.toLowerCase() === base);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

function parseJson(text: string | null): unknown {
  if (text == null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface LoadLocaleOptions {
  storage: Storage;
  /** The origin serving this client: locale files are its static assets. */
  origin: string;
  version: string;
  languages?: readonly string[];
  fetch?: typeof fetch;
}

/**
 * The en-US texts as a lazy chunk, for when no locale file can be had. They used to be part of
 * the start-up bundle (about 20 KB brotli) only for this and for filling untranslated keys,
 * which the build now does in every locale file it writes (vite.config.ts).
 */
async function builtInTexts(): Promise<LocaleTexts> {
  return (await import('./locales/en-US.json')).default;
}

/**
 * Start-up locale loading (spec 000 §4): the cached texts are used while their version matches
 * the running client; otherwise `/assets/locales/{locale}.{version}.json` is fetched and cached.
 * That file is complete (en-US fills what a translation lacks), so it is used as it is. When it
 * cannot be loaded, the built-in en-US texts are used (and nothing is cached).
 */
export async function loadLocale(options: LoadLocaleOptions): Promise<I18n> {
  const { storage, version } = options;
  const lang = chooseLocale(storage, options.languages ?? []);
  if (storage.getItem(LOCALE_STORAGE_KEYS.version) === version) {
    const cached = parseJson(storage.getItem(LOCALE_STORAGE_KEYS.texts));
    if (isRecord(cached)) return new I18n(lang, cached as LocaleTexts);
  }
  try {
    const fetchLocale = options.fetch ?? fetch;
    const response = await fetchLocale(`${options.origin}/assets/locales/${lang}.${version}.json`);
    if (!response.ok) throw new Error(`locale file answered ${response.status}`);
    const text = await response.text();
    const texts: unknown = JSON.parse(text);
    if (!isRecord(texts)) throw new Error('the locale file holds no texts');
    storage.setItem(LOCALE_STORAGE_KEYS.texts, text);
    storage.setItem(LOCALE_STORAGE_KEYS.version, version);
    return new I18n(lang, texts as LocaleTexts);
  } catch (error) {
    console.warn('Could not load the locale file; using the built-in English texts.', error);
    return new I18n(DEFAULT_LOCALE, await builtInTexts());
  }
}
