/**
 * Shared Intl formatters. Building one costs far more than formatting with it, and a
 * timeline built two per note for its time (2 s of a 23 s scrolling profile); so each
 * language and option set gets one formatter, kept for the page's life. The option sets used
 * are a handful of literals, so the cache stays small.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
const tags = new Map<string, string>();

/**
 * The tag Intl is given for a locale code. Not every code of ours is a tag Intl accepts:
 * `kab-KAB` has a three-letter region, and every Intl constructor throws a RangeError for it.
 * Such a code falls back to its language (`kab`), then to English, so a date or a count never
 * takes a page down.
 */
export function intlTag(lang: string): string {
  let tag = tags.get(lang);
  if (tag === undefined) {
    tag = 'en';
    for (const candidate of [lang, lang.split('-')[0] ?? '']) {
      try {
        tag = Intl.getCanonicalLocales(candidate)[0] ?? tag;
        break;
      } catch {
        // Not a tag Intl accepts; try the shorter one.
      }
    }
    tags.set(lang, tag);
  }
  return tag;
}

function shared<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  lang: string,
  options: object,
  create: () => T,
): T {
  const key = `${kind}\u0000${lang}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return shared('date', lang, options, () => new Intl.DateTimeFormat(intlTag(lang), options));
}

export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared('number', lang, options, () => new Intl.NumberFormat(intlTag(lang), options));
}

export function relativeTimeFormat(
  lang: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return shared('relative', lang, options, () => new Intl.RelativeTimeFormat(intlTag(lang), options));
}
