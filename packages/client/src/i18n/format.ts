/** Dates and numbers are formatted by Intl in the interface language, never by hand. */
export function formatDate(value: string | number | Date, lang: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}

export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}
