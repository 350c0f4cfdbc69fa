import { describe, expect, it } from 'vitest';
import { sortedTables, totals } from './tableStats';

const stats = {
  notes: { count: 10, size: 8192 },
  users: { count: 3, size: 16384 },
  antennas: { count: 0, size: 4096 },
};

describe('table stats', () => {
  it('sorts by size, rows or name, ties by name', () => {
    expect(sortedTables(stats, 'size').map((r) => r.name)).toEqual(['users', 'notes', 'antennas']);
    expect(sortedTables(stats, 'count').map((r) => r.name)).toEqual(['notes', 'users', 'antennas']);
    expect(sortedTables(stats, 'name').map((r) => r.name)).toEqual(['antennas', 'notes', 'users']);
    expect(
      sortedTables({ b: { count: 1, size: 1 }, a: { count: 1, size: 1 } }, 'size').map((r) => r.name),
    ).toEqual(['a', 'b']);
  });

  it('adds up every table', () => {
    expect(totals(stats)).toEqual({ count: 13, size: 28672 });
    expect(totals({})).toEqual({ count: 0, size: 0 });
  });
});
