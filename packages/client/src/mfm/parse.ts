import * as mfm from 'mfm-js';

/** MFM nesting limit (spec 000 §5): deeper markup is parsed as plain text by mfm-js. */
export const MFM_NEST_LIMIT = 20;

const CACHE_SIZE = 500;
const full = new Map<string, mfm.MfmNode[]>();
const simple = new Map<string, mfm.MfmSimpleNode[]>();

function cached<T>(cache: Map<string, T>, text: string, parse: (text: string) => T): T {
  const hit = cache.get(text);
  if (hit) {
    // Re-insert so the map's order is least recently used first.
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  const tree = parse(text);
  cache.set(text, tree);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return tree;
}

/** Parses once per distinct text: the same note shown in many places is parsed once. */
export function parseMfm(text: string): mfm.MfmNode[] {
  return cached(full, text, (t) => mfm.parse(t, { nestLimit: MFM_NEST_LIMIT }));
}

/** Text, unicode emoji and custom emoji only (names, summaries). */
export function parseMfmSimple(text: string): mfm.MfmSimpleNode[] {
  return cached(simple, text, (t) => mfm.parseSimple(t));
}
