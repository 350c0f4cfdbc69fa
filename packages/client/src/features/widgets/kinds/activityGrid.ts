/** The activity widget's heat map, laid out from `charts/user/notes` (newest day first). */

export const DAY_MS = 86_400_000;
export const WEEKS = 21;

export interface HeatCell {
  /** Start of the UTC day (ms), as the chart cuts days. */
  day: number;
  /** Notes that day; null for a day in the future or older than the figures. */
  count: number | null;
  /** 0 for none, then 1–4 by quarters of the busiest day shown. */
  level: 0 | 1 | 2 | 3 | 4;
}

/**
 * Weeks (columns, oldest first) of seven UTC days (rows, Sunday first), the last column holding
 * `newestDay`. `counts[i]` is the count of the day `i` days before `newestDay`.
 */
export function heatMap(counts: readonly number[], newestDay: number, weeks = WEEKS): HeatCell[][] {
  const newestWeekday = new Date(newestDay).getUTCDay();
  const max = Math.max(1, ...counts);
  return Array.from({ length: weeks }, (_, column) =>
    Array.from({ length: 7 }, (_, weekday): HeatCell => {
      const back = (weeks - 1 - column) * 7 + (newestWeekday - weekday);
      const day = newestDay - back * DAY_MS;
      const count = back < 0 ? null : (counts[back] ?? null);
      const level =
        count === null || count <= 0 ? 0 : (Math.min(4, Math.ceil((count / max) * 4)) as HeatCell['level']);
      return { day, count, level };
    }),
  );
}
