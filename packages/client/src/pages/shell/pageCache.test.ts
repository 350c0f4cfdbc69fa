import { describe, expect, it } from 'vitest';
import { type CachedPage, visitPage } from './pageCache';

const visitAll = (visits: Array<[key: string, url: string]>, limit: number) =>
  visits.reduce<CachedPage<string>[]>(
    (cache, [key, url]) => visitPage(cache, { key, url, value: url }, limit),
    [],
  );

describe('visitPage', () => {
  it('keeps the page on screen plus the most recently visited others', () => {
    const cache = visitAll(
      [
        ['a', '/a'],
        ['b', '/b'],
        ['c', '/c'],
        ['d', '/d'],
      ],
      2,
    );
    expect(cache.map((page) => page.key)).toEqual(['b', 'c', 'd']);
  });

  it('counts going back to a kept page as a visit, so it is not the next to go', () => {
    const cache = visitAll(
      [
        ['a', '/a'],
        ['b', '/b'],
        ['a', '/a'], // back
        ['c', '/c'],
      ],
      1,
    );
    expect(cache.map((page) => page.key).sort()).toEqual(['a', 'c']);
  });

  it('returns the same cache when nothing changed, and replaces an entry whose address changed', () => {
    const cache = visitAll([['a', '/a']], 5);
    expect(visitPage(cache, { key: 'a', url: '/a', value: '/a' }, 5)).toBe(cache);
    const replaced = visitPage(cache, { key: 'a', url: '/a?tab=2', value: '/a?tab=2' }, 5);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]?.url).toBe('/a?tab=2');
  });

  it('keeps only the current page at 0, and treats a bad limit as 0', () => {
    expect(
      visitAll(
        [
          ['a', '/a'],
          ['b', '/b'],
        ],
        0,
      ).map((page) => page.key),
    ).toEqual(['b']);
    expect(
      visitAll(
        [
          ['a', '/a'],
          ['b', '/b'],
        ],
        -3,
      ).map((page) => page.key),
    ).toEqual(['b']);
  });
});
