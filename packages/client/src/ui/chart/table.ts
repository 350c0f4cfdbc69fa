import type { ChartSeries, ChartSpan } from './types';

/** The text alternative of a chart: a header row and one row per time, oldest first. */
export interface ChartTable {
  head: string[];
  rows: { key: number; cells: string[] }[];
}

const TIME_STYLE: Record<ChartSpan, Intl.DateTimeFormatOptions> = {
  // Days are whole UTC days, as the server cuts them: read them in UTC, or they shift a day.
  day: { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
  hour: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  live: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
};

const TICK_STYLE: Record<ChartSpan, Intl.DateTimeFormatOptions> = {
  day: { month: 'numeric', day: 'numeric', timeZone: 'UTC' },
  hour: { hour: 'numeric' },
  live: { minute: '2-digit', second: '2-digit' },
};

/** How a time of the given span reads in the table (`full`) or under the axis (short). */
export function timeFormatter(lang: string, span: ChartSpan, full: boolean): (ms: number) => string {
  const format = new Intl.DateTimeFormat(lang, full ? TIME_STYLE[span] : TICK_STYLE[span]);
  return (ms) => format.format(new Date(ms));
}

/**
 * Lays a chart out as a table: the time column then a column per series. A missing value
 * (null, or a series shorter than the times) is an empty cell, never a made-up zero.
 */
export function chartTable(
  timeLabel: string,
  times: readonly number[],
  series: readonly ChartSeries[],
  formatTime: (ms: number) => string,
  formatValue: (value: number) => string,
): ChartTable {
  return {
    head: [timeLabel, ...series.map((s) => s.label)],
    rows: times.map((time, index) => ({
      key: time,
      cells: [
        formatTime(time),
        ...series.map((s) => {
          const value = s.values[index];
          return value === null || value === undefined ? '' : formatValue(value);
        }),
      ],
    })),
  };
}

/**
 * Running sums across series (the first series on the floor, each next one on top of the
 * previous), so stacked bars and areas are drawn from the same values the table lists.
 */
export function stackValues(series: readonly ChartSeries[], length: number): (number | null)[][] {
  const floor = Array.from({ length }, () => 0);
  return series.map((s) =>
    floor.map((below, index) => {
      const value = s.values[index];
      if (value === null || value === undefined) return null;
      floor[index] = below + value;
      return floor[index];
    }),
  );
}
