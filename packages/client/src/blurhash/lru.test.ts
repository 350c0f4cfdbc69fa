import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('forgets the least recently used entry past its capacity; reading one keeps it', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('peeks without keeping, and keeps a stored null apart from a missing key', () => {
    const cache = new LruCache<string, number | null>(2);
    cache.set('a', null);
    cache.set('b', 2);
    expect(cache.peek('a')).toBeNull();
    expect(cache.has('a')).toBe(true);
    expect(cache.peek('missing')).toBeUndefined();
    cache.set('c', 3);
    expect(cache.has('a')).toBe(false);
    expect(cache.peek('b')).toBe(2);
  });
});
