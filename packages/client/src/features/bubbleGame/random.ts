/**
 * The game's seeded random: the same seed gives the same pieces, so a game replays from its seed
 * and its log. The seed string is hashed (FNV-1a) into the state of a mulberry32 generator: small,
 * fast, and the same in every JavaScript engine (32-bit integer arithmetic only).
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
