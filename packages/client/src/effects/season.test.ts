import { describe, expect, it } from 'vitest';
import { seasonFor } from './season';

// Local dates: the season follows the person's own calendar.
const day = (year: number, month: number, date: number, hours = 12) => new Date(year, month - 1, date, hours);

describe('seasonFor', () => {
  it('snows in December and January in the north, petals fall in March and April', () => {
    const expected = [
      'snow', // January
      null,
      'petals',
      'petals',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      'snow', // December
    ];
    for (let month = 1; month <= 12; month++)
      expect(seasonFor(day(2025, month, 15), 'N'), `month ${month}`).toBe(expected[month - 1]);
  });

  it('snows in July and August in the south, petals fall in September and October', () => {
    const expected = [null, null, null, null, null, null, 'snow', 'snow', 'petals', 'petals', null, null];
    for (let month = 1; month <= 12; month++)
      expect(seasonFor(day(2025, month, 15), 'S'), `month ${month}`).toBe(expected[month - 1]);
  });

  it('switches exactly at each month boundary', () => {
    for (const hemisphere of ['N', 'S'] as const) {
      for (let month = 1; month <= 12; month++) {
        const lastMoment = new Date(2025, month, 0, 23, 59, 59, 999); // last ms of `month`
        const firstMoment = new Date(2025, month, 1, 0, 0, 0, 0); // first ms of the next month
        expect(seasonFor(lastMoment, hemisphere)).toBe(seasonFor(day(2025, month, 15), hemisphere));
        expect(seasonFor(firstMoment, hemisphere)).toBe(seasonFor(day(2025, month + 1, 15), hemisphere));
      }
    }
  });

  it('carries snow over the new year in the north', () => {
    expect(seasonFor(new Date(2025, 11, 31, 23, 59, 59), 'N')).toBe('snow');
    expect(seasonFor(new Date(2026, 0, 1, 0, 0, 0), 'N')).toBe('snow');
    expect(seasonFor(new Date(2026, 1, 1, 0, 0, 0), 'N')).toBeNull();
    expect(seasonFor(new Date(2025, 10, 30, 23, 59, 59), 'N')).toBeNull();
  });
});
