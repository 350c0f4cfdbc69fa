import { numberFormat } from './intlFormats';
import type enUS from './locales/en-US.json';
import { isRecord } from './mergeLocale';
import { selectPlurals } from './plural';

export { mergeLocale } from './mergeLocale';

/** The shape of every locale: en-US is the source of truth. */
export type LocaleTexts = typeof enUS;

type Join<K extends string, P extends string> = `${K}.${P}`;
/** Dot paths to every string in the locale: 'signIn', 'accounts.switchTo', ... */
export type TextKey<T = LocaleTexts> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? Join<K, TextKey<T[K]>> : never;
}[keyof T & string];

export type TextParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; unknown placeholders stay visible so they get noticed. */
export function interpolate(text: string, params: TextParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Locales written right to left (spec 000 §1 lists two). */
export const RTL_LOCALES: ReadonlySet<string> = new Set(['ar-SA', 'ug-CN']);

// First-strong isolate … pop directional isolate: a value keeps its own direction inside a
// sentence of the other one ("الإصدار 1.3.0-beta.1" must not come out as "beta.1-1.3.0").
const FSI = '\u2068';
const PDI = '\u2069';

export class I18n {
  /** 'rtl' for Arabic and Uyghur; the document's `dir` follows it. */
  readonly dir: 'ltr' | 'rtl';
  private numbers: Intl.NumberFormat | undefined;

  constructor(
    /** The locale code these texts are in, e.g. 'en-US'; also used for Intl formatting. */
    readonly lang: string,
    /** Typed texts: `i18n.ts.signIn`, `i18n.ts.accounts.title`. */
    readonly ts: LocaleTexts,
  ) {
    this.dir = RTL_LOCALES.has(lang) ? 'rtl' : 'ltr';
  }

  /**
   * A text with its plural forms chosen but every value left as a `{name}` placeholder (`#`
   * too), for `TextWith` to put elements there: "<strong>3</strong> replies".
   */
  forms(key: TextKey, params: TextParams): string {
    const node = this.lookup(key);
    return node === undefined ? key : selectPlurals(node, params, this.lang, (_value, name) => `{${name}}`);
  }

  /** A number in this language's digits and grouping, as counts show it. */
  number(value: number): string {
    this.numbers ??= numberFormat(this.lang);
    return this.numbers.format(value);
  }

  private lookup(key: TextKey): string | undefined {
    let node: unknown = this.ts;
    for (const part of key.split('.')) node = isRecord(node) ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }

  /** A text by dot path, with `{x}` placeholders filled from params. */
  t(key: TextKey, params?: TextParams): string {
    const node = this.lookup(key);
    if (node === undefined) return key;
    if (!params) return node;
    // Counts pick their plural form first ("1 vote", "2 votes"); `#` is the number in this
    // language's digits and grouping.
    const rtl = this.dir === 'rtl';
    const text = selectPlurals(node, params, this.lang, (value) =>
      rtl ? `${FSI}${this.number(value)}${PDI}` : this.number(value),
    );
    if (!rtl) return interpolate(text, params);
    // An '@' right before a placeholder belongs to the value (a mention), so it is isolated too.
    return text.replace(/(@?)\{(\w+)\}/g, (whole, at: string, name: string) =>
      Object.hasOwn(params, name) ? `${FSI}${at}${String(params[name])}${PDI}` : whole,
    );
  }
}
