import { describe, expect, it } from 'vitest';
import { DAY_MS, heatMap } from './activityGrid';

// Wednesday 2026-11-25, 00:00 UTC.
const wednesday = Date.UTC(2026, 10, 25);

describe('heatMap', () => {
  it('ends with the newest day in its weekday row of the last week, later days empty', () => {
    const grid = heatMap([5, 1, 0, 2], wednesday, 2);
    expect(grid).toHaveLength(2);
    const last = grid[1] ?? [];
    // Sunday to Tuesday are 3, 2 and 1 days back; Thursday on is the future.
    expect(last.map((cell) => cell.count)).toEqual([2, 0, 1, 5, null, null, null]);
    expect(new Date(last[3]?.day ?? 0).toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(last[4]?.day).toBe(wednesday + DAY_MS);
    // The week before is older than the figures: no count, not a zero.
    expect(grid[0]?.every((cell) => cell.count === null)).toBe(true);
  });

  it('shades by quarters of the busiest day, an empty day none', () => {
    const grid = heatMap([8, 4, 1, 0, 2, 6, 7], Date.UTC(2026, 10, 28), 1); // a Saturday: the whole week
    expect(grid[0]?.map((cell) => cell.level)).toEqual([4, 3, 1, 0, 1, 2, 4]);
  });
});
