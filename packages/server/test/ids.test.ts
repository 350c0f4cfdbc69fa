import { describe, expect, it } from 'vitest';
import { genId, parseIdDate } from '../src/services/ids.js';

describe('aid ids', () => {
  it('are 10 base36 characters', () => {
    expect(genId()).toMatch(/^[0-9a-z]{10}$/);
  });

  it('sort in creation order, across and within milliseconds', () => {
    const ids: string[] = [];
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 500; i++) ids.push(genId(start + Math.floor(i / 10)));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stay sorted when one millisecond has more ids than tails', () => {
    const at = Date.UTC(2024, 2, 1);
    const ids = Array.from({ length: 2000 }, () => genId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sort by time across milliseconds', () => {
    const earlier = genId(Date.UTC(2024, 0, 1, 0, 0, 0));
    const later = genId(Date.UTC(2024, 0, 1, 0, 0, 1));
    expect(earlier < later).toBe(true);
  });

  it('encode their creation time', () => {
    const now = Date.UTC(2030, 5, 15, 12, 30, 45, 123);
    expect(parseIdDate(genId(now)).getTime()).toBe(now);
  });
});
