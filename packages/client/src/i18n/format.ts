import { dateTimeFormat, numberFormat } from './intlFormats';

/** Dates and numbers are formatted by Intl in the interface language, never by hand. */
export function formatDate(value: string | number | Date, lang: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}

export function formatNumber(value: number, lang: string): string {
  return numberFormat(lang).format(value);
}
