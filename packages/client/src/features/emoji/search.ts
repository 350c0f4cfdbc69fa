import { EMOJI_SEARCH_LIMIT } from '@/constants';
import type { CustomEmoji, UnicodeEmoji } from './types';

/**
 * Match quality, best first: the tier an emoji lands in decides its rank.
 *
 * A "word" is a keyword or one part of a name split at `_` (`smiley_cat` has the words
 * `smiley` and `cat`), so "cat" finds `smiley_cat` as a whole word, above `catch`. Below the
 * four word tiers come the loose matches, which depend on the list (see `LooseMatch`).
 */
const Tier = {
  ExactName: 0,
  ExactWord: 1,
  PrefixName: 2,
  PrefixWord: 3,
  LooseName: 4,
  LooseWord: 5,
} as const;
type Tier = (typeof Tier)[keyof typeof Tier];

/**
 * What counts as a loose match. Custom emoji names are compounds without separators
 * (`blobcat`, `ablobcatrave`), so any name containing the query is related. Unicode words are
 * plain English, where a query inside a word is mostly noise (`cat` in "communication",
 * "education", "identification": books, phones and an ID card), while a word ending with it is
 * a compound of it (`butterfly` for "fly", `basketball` for "ball").
 */
type LooseMatch = 'contains' | 'wordEnd';

/** Shorter queries end too many words by chance (`at` in "cat", "hat", "bat"). */
const WORD_END_MIN_LENGTH = 3;

/** An emoji's searchable words, lowercased once per list rather than once per keystroke. */
interface Searchable<T> {
  item: T;
  /** Name and aliases, whole. */
  names: string[];
  /** Keywords and the parts of multi-part names. */
  words: string[];
  /** Every name and word joined: one `includes` rejects most emoji before the ranking. */
  all: string;
}

/**
 * Every name and word of a list in code-unit order, so the ones starting with a query sit side
 * by side and a binary search finds them. Short queries ("s") match thousands of emoji
 * somewhere in a word, yet their best matches are prefixes: those come from here without
 * visiting the rest.
 */
interface WordIndex {
  words: string[];
  /** Per word: the position of its emoji in the list. */
  owners: Int32Array;
  /** Per word: 1 for a whole name or alias, 0 for a keyword or name part. */
  isName: Uint8Array;
}

interface PreparedList<T> {
  entries: Searchable<T>[];
  index: WordIndex;
  loose: LooseMatch;
}

const prepared = new WeakMap<readonly object[], PreparedList<object>>();

function lowerAll(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) if (word) out.push(word.toLowerCase());
  return out;
}

/** The parts of names with more than one (`smiley_cat` → `smiley`, `cat`). */
function nameParts(names: readonly string[]): string[] {
  const parts: string[] = [];
  for (const name of names) {
    const split = name.split('_').filter((part) => part.length > 0);
    if (split.length > 1) parts.push(...split);
  }
  return parts;
}

function indexWords(entries: readonly Searchable<unknown>[]): WordIndex {
  const all: { word: string; owner: number; isName: number }[] = [];
  entries.forEach((entry, owner) => {
    for (const word of entry.names) all.push({ word, owner, isName: 1 });
    for (const word of entry.words) all.push({ word, owner, isName: 0 });
  });
  // Plain `<`, not localeCompare: prefixes must be contiguous in the order startsWith sees.
  all.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.owner - b.owner));
  return {
    words: all.map((w) => w.word),
    owners: Int32Array.from(all, (w) => w.owner),
    isName: Uint8Array.from(all, (w) => w.isName),
  };
}

function prepare<T extends object>(
  list: readonly T[],
  loose: LooseMatch,
  describe: (item: T) => { names: string[]; keywords: string[] },
): PreparedList<T> {
  // Keyed by array identity: a new emoji list (refresh, event) is a new array and is re-prepared.
  let found = prepared.get(list) as PreparedList<T> | undefined;
  if (!found) {
    const entries = list.map((item): Searchable<T> => {
      const { names, keywords } = describe(item);
      const words = [...keywords, ...nameParts(names)];
      // NUL never occurs in a query, so no match can straddle two words.
      return { item, names, words, all: [...names, ...words].join('\u0000') };
    });
    found = { entries, index: indexWords(entries), loose };
    prepared.set(list, found as PreparedList<object>);
  }
  return found;
}

function firstAtLeast(words: readonly string[], query: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < query) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The best tier of every emoji with a name or word starting with `query`, by list position. */
function prefixTiers(index: WordIndex, query: string): Map<number, Tier> {
  const { words, owners, isName } = index;
  const best = new Map<number, Tier>();
  for (let i = firstAtLeast(words, query); i < words.length; i++) {
    const word = words[i] as string;
    if (!word.startsWith(query)) break;
    const exact = word === query;
    const tier = isName[i]
      ? exact
        ? Tier.ExactName
        : Tier.PrefixName
      : exact
        ? Tier.ExactWord
        : Tier.PrefixWord;
    const owner = owners[i] as number;
    const known = best.get(owner);
    if (known === undefined || tier < known) best.set(owner, tier);
  }
  return best;
}

/** The loose tier of an emoji with no name or word starting with `query`, or null. */
function looseTier(entry: Searchable<unknown>, query: string, loose: LooseMatch): Tier | null {
  if (!entry.all.includes(query)) return null;
  if (loose === 'contains') {
    // `all` holds the query, so if no name does a word must.
    return entry.names.some((name) => name.includes(query)) ? Tier.LooseName : Tier.LooseWord;
  }
  if (query.length < WORD_END_MIN_LENGTH) return null;
  if (entry.names.some((name) => name.endsWith(query))) return Tier.LooseName;
  return entry.words.some((word) => word.endsWith(query)) ? Tier.LooseWord : null;
}

/**
 * The first `limit` emoji by tier, and by list position within a tier. Exact and prefix
 * matches come from the word index; only when they are too few does the list get scanned for
 * loose matches, and the scan stops once it has enough.
 */
function rank<T>(list: PreparedList<T>, query: string, limit: number): T[] {
  const best = prefixTiers(list.index, query);
  const ranked = [...best].sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([owner]) => owner);
  const need = limit - ranked.length;
  if (need > 0) {
    const inName: number[] = [];
    const inWord: number[] = [];
    list.entries.forEach((entry, position) => {
      if (inName.length >= need || best.has(position)) return;
      const tier = looseTier(entry, query, list.loose);
      if (tier === Tier.LooseName) inName.push(position);
      else if (tier === Tier.LooseWord && inWord.length < need) inWord.push(position);
    });
    ranked.push(...inName, ...inWord);
  }
  return ranked.slice(0, limit).map((position) => (list.entries[position] as Searchable<T>).item);
}

/** `:Smile:` → `smile`: what the user typed, as the emoji's words are compared. */
export function normalizeEmojiQuery(query: string): string {
  return query
    .trim()
    .replace(/^:+|:+$/g, '')
    .toLowerCase();
}

/**
 * Emoji matching `query` by name, alias or keyword — exact hits first, then prefixes, then
 * loose matches (see `LooseMatch`) — as two groups (custom, unicode) of at most `limit` each. An empty
 * query matches nothing.
 */
export function searchEmoji(
  query: string,
  sources: { custom: readonly CustomEmoji[]; unicode: readonly UnicodeEmoji[] },
  limit: number = EMOJI_SEARCH_LIMIT,
): { custom: CustomEmoji[]; unicode: UnicodeEmoji[] } {
  const q = normalizeEmojiQuery(query);
  if (!q || limit <= 0) return { custom: [], unicode: [] };
  const custom = prepare(sources.custom, 'contains', (emoji) => ({
    names: lowerAll([emoji.name, ...emoji.aliases]),
    // A custom emoji's category is the closest thing it has to a keyword.
    keywords: emoji.category ? [emoji.category.toLowerCase()] : [],
  }));
  const unicode = prepare(sources.unicode, 'wordEnd', (emoji) => ({
    names: lowerAll([emoji.name, ...emoji.aliases]),
    keywords: lowerAll(emoji.keywords),
  }));
  return { custom: rank(custom, q, limit), unicode: rank(unicode, q, limit) };
}
