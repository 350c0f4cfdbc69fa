/**
 * Shared Intl formatters. Building one costs far more than formatting with it, and a
 * timeline built two per note for its time (2 s of a 23 s scrolling profile); so each
 * language and option set gets one formatter, kept for the page's life. The option sets used
 * are a handful of literals, so the cache stays small.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

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
  return shared('date', lang, options, () => new Intl.DateTimeFormat(lang, options));
}

export function numberFormat(lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return shared('number', lang, options, () => new Intl.NumberFormat(lang, options));
}

export function relativeTimeFormat(
  lang: string,
  options: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return shared('relative', lang, options, () => new Intl.RelativeTimeFormat(lang, options));
}
