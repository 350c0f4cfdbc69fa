// A small seeded PRNG, so every run of the seed (and the MFM corpus) is the same data:
// figures from two runs compare only if they measured the same notes.

/** mulberry32: 32-bit state, good enough spread for test data, and tiny. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

const EPOCH = 946684800000;

/** Misskey's "aid" for a given time; `tail` (0..1295) keeps ids made in one millisecond apart. */
export function aidAt(time, tail) {
  return (time - EPOCH).toString(36).padStart(8, '0') + (tail % 1296).toString(36).padStart(2, '0');
}
