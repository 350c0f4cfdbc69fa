import { relativeTimeFormat } from './intlFormats';

/**
 * Relative time per spec 000 §9: under 10 s (and up to 3 s in the future, which clock skew
 * between devices produces all the time) is "just now"; then seconds, minutes, hours, days,
 * weeks, months of 30 days and years of 365 days.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export type RelativeTime =
  | { kind: 'justNow' }
  /** `value` is negative for the past, positive for the future, as Intl expects. */
  | { kind: 'relative'; value: number; unit: RelativeUnit };

const UNITS: readonly { unit: RelativeUnit; ms: number; below: number }[] = [
  { unit: 'second', ms: SECOND, below: MINUTE },
  { unit: 'minute', ms: MINUTE, below: HOUR },
  { unit: 'hour', ms: HOUR, below: DAY },
  { unit: 'day', ms: DAY, below: 7 * DAY },
  { unit: 'week', ms: 7 * DAY, below: 30 * DAY },
  { unit: 'month', ms: 30 * DAY, below: 365 * DAY },
  { unit: 'year', ms: 365 * DAY, below: Number.POSITIVE_INFINITY },
];

export function relativeTime(time: number, now: number): RelativeTime {
  const ago = now - time;
  if (ago < 10 * SECOND && ago >= -3 * SECOND) return { kind: 'justNow' };
  const distance = Math.abs(ago);
  const sign = ago > 0 ? -1 : 1;
  // The last unit's bound is infinite, so a match always exists.
  const { unit, ms } = UNITS.find((candidate) => distance < candidate.below) as (typeof UNITS)[number];
  return { kind: 'relative', unit, value: sign * Math.floor(distance / ms) };
}

/** How often a shown time must be redrawn: often while it changes by the second. */
export function refreshIntervalFor(time: number, now: number): number {
  const ago = Math.abs(now - time);
  if (ago < MINUTE) return 10 * SECOND;
  if (ago < HOUR) return 60 * SECOND;
  return 180 * SECOND;
}

/** Old times are coloured differently after 90 and again after 180 days. */
export function ageTier(time: number, now: number): 'recent' | 'old' | 'veryOld' {
  const ago = now - time;
  if (ago > 180 * DAY) return 'veryOld';
  if (ago > 90 * DAY) return 'old';
  return 'recent';
}

export function formatRelativeTime(time: number, now: number, lang: string, justNow: string): string {
  const relative = relativeTime(time, now);
  if (relative.kind === 'justNow') return justNow;
  return relativeTimeFormat(lang, { numeric: 'always' }).format(relative.value, relative.unit);
}
