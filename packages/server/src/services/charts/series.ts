import type { Database } from '../../db/database.js';
import { CHART_FIELDS, type ChartName, type MemberChart } from './counters.js';

export type Span = 'day' | 'hour';
const SPAN_MS: Record<Span, number> = { day: 86_400_000, hour: 3_600_000 };

export interface Period {
  start: number;
  end: number;
}

/**
 * The periods of a chart, newest first: `limit` whole UTC hours or days, the first one holding
 * `cursor` (now when null), as Misskey's charts are cut.
 */
export function chartPeriods(span: Span, limit: number, cursor: Date | null): Period[] {
  const size = SPAN_MS[span];
  const at = (cursor ?? new Date()).getTime();
  const newestStart = Math.floor(at / size) * size;
  return Array.from({ length: limit }, (_, i) => ({
    start: newestStart - i * size,
    end: newestStart - (i - 1) * size,
  }));
}

export const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

type Counts<C extends ChartName> = Record<(typeof CHART_FIELDS)[C][number], number[]>;
type Sums<C extends ChartName> = Record<(typeof CHART_FIELDS)[C][number], number>;

const SUMS = 'SUM(c0), SUM(c1), SUM(c2), SUM(c3), SUM(c4), SUM(c5), SUM(c6), SUM(c7)';

/**
 * A chart's counts per period (newest first) and, for working totals back from now, their sums
 * over everything after the newest period.
 */
export function readCounts<C extends ChartName>(
  db: Database,
  chart: C,
  owner: string,
  periods: Period[],
): { counts: Counts<C>; after: Sums<C> } {
  const fields: readonly string[] = CHART_FIELDS[chart];
  const counts = Object.fromEntries(fields.map((f) => [f, zeros(periods.length)])) as Record<
    string,
    number[]
  >;
  const after = Object.fromEntries(fields.map((f) => [f, 0])) as Record<string, number>;
  const newest = periods[0];
  const oldest = periods[periods.length - 1];
  if (!newest || !oldest) return { counts: counts as Counts<C>, after: after as Sums<C> };
  const size = newest.end - newest.start;
  const rows = db
    .prepare(
      `SELECT (hour / ${size}) * ${size} AS period, ${SUMS} FROM chart_hours
       WHERE chart = ? AND owner = ? AND hour >= ? AND hour < ? GROUP BY period`,
    )
    .raw(true)
    .all(chart, owner, oldest.start, newest.end) as number[][];
  for (const [period, ...sums] of rows) {
    const index = Math.round((newest.start - (period ?? 0)) / size);
    fields.forEach((field, i) => {
      const series = counts[field];
      if (series && index >= 0 && index < series.length) series[index] = sums[i] ?? 0;
    });
  }
  const later = db
    .prepare(`SELECT ${SUMS} FROM chart_hours WHERE chart = ? AND owner = ? AND hour >= ?`)
    .raw(true)
    .get(chart, owner, newest.end) as (number | null)[];
  fields.forEach((field, i) => {
    after[field] = later[i] ?? 0;
  });
  return { counts: counts as Counts<C>, after: after as Sums<C> };
}

/**
 * Misskey's running `total` per period end, newest first, worked back from `now` (what exists
 * now): the newest period's end is now less what came (and plus what went) after it.
 */
export function totalsBack(
  now: number,
  inc: number[],
  dec: number[],
  incAfter: number,
  decAfter: number,
): number[] {
  let running = now - incAfter + decAfter;
  return inc.map((added, i) => {
    const atEnd = running;
    running -= added - (dec[i] ?? 0);
    return atEnd;
  });
}

/** Per period, how many members were counted with all of `kinds` (0: any). */
export function countMembers(
  db: Database,
  chart: MemberChart,
  owner: string,
  span: Span,
  periods: Period[],
  kinds: number,
  extraWhere = '',
): number[] {
  const counted = zeros(periods.length);
  const newest = periods[0];
  const oldest = periods[periods.length - 1];
  if (!newest || !oldest) return counted;
  const rows = db
    .prepare(
      `SELECT m.period, COUNT(*) FROM chart_members m ${extraWhere ? 'JOIN users u ON u.id = m.member' : ''}
       WHERE m.chart = ? AND m.owner = ? AND m.span = ? AND m.period >= ? AND m.period < ?
         AND (m.kinds & ?) = ? ${extraWhere ? `AND ${extraWhere}` : ''} GROUP BY m.period`,
    )
    .raw(true)
    .all(chart, owner, span, oldest.start, newest.end, kinds, kinds) as number[][];
  const size = newest.end - newest.start;
  for (const [period, count] of rows) {
    const index = Math.round((newest.start - (period ?? 0)) / size);
    if (index >= 0 && index < counted.length) counted[index] = count ?? 0;
  }
  return counted;
}
