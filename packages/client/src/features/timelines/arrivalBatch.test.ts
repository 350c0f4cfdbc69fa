import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArrivalBatch } from './arrivalBatch';

describe('ArrivalBatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => {
    const joined: string[][] = [];
    const batch = new ArrivalBatch(
      (ids) => joined.push(ids),
      500,
      () => Date.now(),
    );
    return { batch, joined };
  };

  it('lets the first note after a quiet moment join at once', () => {
    const { batch, joined } = make();
    batch.add('a');
    vi.advanceTimersByTime(0);
    expect(joined).toEqual([['a']]);
  });

  it('joins the notes that follow together, newest first, once per interval', () => {
    const { batch, joined } = make();
    batch.add('a');
    vi.advanceTimersByTime(0);
    for (const id of ['b', 'c', 'd']) {
      vi.advanceTimersByTime(50);
      batch.add(id);
    }
    expect(joined).toEqual([['a']]);
    vi.advanceTimersByTime(349); // 499 ms after the first join
    expect(joined).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(joined).toEqual([['a'], ['d', 'c', 'b']]);
  });

  it('at 20 notes a second, a list renders twice a second instead of twenty times', () => {
    const { batch, joined } = make();
    for (let i = 0; i < 40; i++) {
      batch.add(`n${i}`);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(500);
    expect(joined.flat()).toHaveLength(40);
    expect(joined.length).toBeLessThanOrEqual(5);
  });

  it('drops a note deleted before it joined, and says so', () => {
    const { batch, joined } = make();
    batch.add('a');
    vi.advanceTimersByTime(0);
    batch.add('b');
    batch.add('c');
    expect(batch.remove('b')).toBe(true);
    expect(batch.remove('a')).toBe(false); // already in the list: the list removes it
    vi.advanceTimersByTime(500);
    expect(joined).toEqual([['a'], ['c']]);
  });

  it('forgets what waits when cleared', () => {
    const { batch, joined } = make();
    batch.add('a');
    batch.clear();
    vi.advanceTimersByTime(1000);
    expect(joined).toEqual([]);
  });
});
