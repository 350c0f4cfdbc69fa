import { describe, expect, it } from 'vitest';
import { chartTable, stackValues, timeFormatter } from './table';

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 5);
const times = [start, start + DAY, start + 2 * DAY];
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plain = (value: number) => String(value);

describe('chartTable', () => {
  it('has a time column then one column per series, a row per time, oldest first', () => {
    const table = chartTable(
      'Time',
      times,
      [
        { label: 'Notes', values: [1, 2, 3] },
        { label: 'Replies', values: [0, 1, 0] },
      ],
      iso,
      plain,
    );
    expect(table.head).toEqual(['Time', 'Notes', 'Replies']);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ['2026-01-05', '1', '0'],
      ['2026-01-06', '2', '1'],
      ['2026-01-07', '3', '0'],
    ]);
    expect(table.rows.map((row) => row.key)).toEqual(times);
  });

  it('leaves a missing value empty rather than saying zero', () => {
    const table = chartTable('Time', times, [{ label: 'CPU', values: [5, null] }], iso, plain);
    expect(table.rows.map((row) => row.cells[1])).toEqual(['5', '', '']);
  });

  it('formats values with the given formatter', () => {
    const table = chartTable('Time', [start], [{ label: 'Usage', values: [1234.5] }], iso, (v) => `${v} B`);
    expect(table.rows[0]?.cells).toEqual(['2026-01-05', '1234.5 B']);
  });
});

describe('stackValues', () => {
  it('puts each series on top of the ones before it, keeping gaps', () => {
    expect(
      stackValues(
        [
          { label: 'a', values: [1, 2, null] },
          { label: 'b', values: [3, null, 4] },
          { label: 'c', values: [1, 1, 1] },
        ],
        3,
      ),
    ).toEqual([
      [1, 2, null],
      [4, null, 4],
      [5, 3, 5],
    ]);
  });
});

describe('timeFormatter', () => {
  it('reads days with their year in the table and shortly on the axis, in the given language', () => {
    const at = Date.UTC(2026, 2, 9, 12);
    expect(timeFormatter('en-US', 'day', true)(at)).toContain('2026');
    expect(timeFormatter('en-US', 'day', false)(at)).not.toContain('2026');
    expect(timeFormatter('ja-JP', 'day', true)(at)).toContain('年');
  });
});
