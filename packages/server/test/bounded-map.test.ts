import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../src/services/bounded-map.js';

/** A map of strings weighed by their length, recording what it forgets. */
function weighedByLength(maxWeight: number) {
  const evicted: string[] = [];
  const map = new BoundedMap<string, string>(100, {
    maxWeight,
    weigh: (_key, value) => value.length,
    onEvict: (key) => evicted.push(key),
  });
  return { map, evicted };
}

describe('BoundedMap', () => {
  it('forgets the least recently used entry past its capacity', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
  });

  it('keeps the summed weight within maxWeight, oldest out first, and says what it forgot', () => {
    const { map, evicted } = weighedByLength(10);
    map.set('a', 'xxxx');
    map.set('b', 'xxxx');
    expect(map.weight).toBe(8);
    map.set('c', 'xxxx');
    expect(evicted).toEqual(['a']);
    expect(map.size).toBe(2);
    expect(map.weight).toBe(8);
    // Replacing an entry counts only its new weight.
    map.set('b', 'x');
    expect(map.weight).toBe(5);
    map.delete('c');
    expect(map.weight).toBe(1);
  });

  it('does not keep an entry heavier than the whole bound, nor push others out for it', () => {
    const { map, evicted } = weighedByLength(10);
    map.set('small', 'xx');
    map.set('huge', 'x'.repeat(11));
    expect(map.get('huge')).toBeUndefined();
    expect(map.get('small')).toBe('xx');
    expect(evicted).toEqual(['huge']);
    map.clear();
    expect([map.size, map.weight]).toEqual([0, 0]);
  });
});
