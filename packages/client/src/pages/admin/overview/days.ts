/** The admin pages' daily charts: 30 days, as Misskey's `charts/*` answer them with span `day`. */
export const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Misskey's charts answer newest first; a chart draws oldest first. */
export const oldestFirst = (values: readonly number[]) => [...values].reverse();

/** The days a chart of DAYS points covers, oldest first, at UTC midnights as Misskey counts. */
export function dayTimes(now: number): number[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return Array.from({ length: DAYS }, (_, i) => today - (DAYS - 1 - i) * DAY_MS);
}
