import type { Hemisphere } from '@/settings';

/** The effect a date calls for. */
export type SeasonalEffectKind = 'snow' | 'petals';

/**
 * Months (1 = January) of each effect, spec 000 §4: snow in December–January in the north and
 * July–August in the south; petals in March–April in the north. The spec names no southern
 * petals; we use September–October, the southern spring six months after the northern one.
 */
const MONTHS: Record<Hemisphere, Record<SeasonalEffectKind, readonly number[]>> = {
  N: { snow: [12, 1], petals: [3, 4] },
  S: { snow: [7, 8], petals: [9, 10] },
};

/** The effect for a date in the device's local calendar, or null for none. */
export function seasonFor(date: Date, hemisphere: Hemisphere): SeasonalEffectKind | null {
  const month = date.getMonth() + 1;
  const months = MONTHS[hemisphere];
  if (months.snow.includes(month)) return 'snow';
  if (months.petals.includes(month)) return 'petals';
  return null;
}
