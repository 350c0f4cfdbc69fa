import { describe, expect, it } from 'vitest';
import { choiceFromSelect, choiceOf, limitValueOf, localDay, selectValueOf } from './noteAgeLimit';

const DAY = 24 * 60 * 60;

describe('note age limits', () => {
  it('reads null as no limit and a negative number as an age', () => {
    expect(choiceOf(null)).toEqual({ kind: 'none' });
    expect(choiceOf(undefined)).toEqual({ kind: 'none' });
    expect(choiceOf(-DAY)).toEqual({ kind: 'age', preset: 'oneDay' });
    expect(choiceOf(-7 * DAY)).toEqual({ kind: 'age', preset: 'oneWeek' });
    expect(choiceOf(-365 * DAY)).toEqual({ kind: 'age', preset: 'oneYear' });
    // An age no preset has is kept, not rounded to one.
    expect(choiceOf(-3 * DAY)).toEqual({ kind: 'otherAge', seconds: 3 * DAY });
    expect(selectValueOf(choiceOf(-3 * DAY))).toBe('otherAge');
  });

  it('reads a positive number as the local day of that Unix time and writes it back', () => {
    const midnight = new Date(2024, 0, 15, 0, 0, 0).getTime() / 1000;
    expect(choiceOf(midnight)).toEqual({ kind: 'date', date: '2024-01-15' });
    expect(limitValueOf({ kind: 'date', date: '2024-01-15' })).toBe(midnight);
    expect(limitValueOf({ kind: 'date', date: '' })).toBeNull();
    expect(limitValueOf({ kind: 'date', date: '2024-13-45' })).toBeNull();
  });

  it('writes each choice as Misskey stores it', () => {
    expect(limitValueOf({ kind: 'none' })).toBeNull();
    expect(limitValueOf({ kind: 'age', preset: 'oneMonth' })).toBe(-30 * DAY);
    expect(limitValueOf({ kind: 'age', preset: 'threeMonths' })).toBe(-90 * DAY);
    expect(limitValueOf({ kind: 'otherAge', seconds: 3 * DAY })).toBe(-3 * DAY);
  });

  it('turns a select value into a choice; a new date starts from today', () => {
    const now = new Date(2025, 5, 1, 12).getTime();
    expect(choiceFromSelect('oneWeek', { kind: 'none' }, now)).toEqual({ kind: 'age', preset: 'oneWeek' });
    expect(choiceFromSelect('none', { kind: 'age', preset: 'oneWeek' }, now)).toEqual({ kind: 'none' });
    expect(choiceFromSelect('date', { kind: 'none' }, now)).toEqual({ kind: 'date', date: '2025-06-01' });
    const picked = { kind: 'date', date: '2020-02-02' } as const;
    expect(choiceFromSelect('date', picked, now)).toBe(picked);
    expect(localDay(now)).toBe('2025-06-01');
  });
});
