import { numberFormat } from '@/i18n';

/** Bytes (or bytes per second) in the largest unit that keeps a whole number in front. */
export function byteFigure(bytes: number, lang: string, perSecond = false): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  for (; value >= 1024 && unit < units.length - 1; unit++) value /= 1024;
  return numberFormat(lang, {
    style: 'unit',
    unit: perSecond ? `${units[unit]}-per-second` : units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A share from 0 to 1 as a percentage in the reader's language. */
export function percentFigure(share: number, lang: string): string {
  return numberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}
