import { EMOJI_SEARCH_LIMIT } from '@/constants';
import type { CustomEmoji, UnicodeEmoji } from './types';

/** Match quality, best first: the tier an emoji lands in decides its rank. */
const Tier = {
  ExactName: 0,
  ExactKeyword: 1,
  PrefixName: 2,
  PrefixKeyword: 3,
  ContainsName: 4,
  ContainsKeyword: 5,
  None: 6,
} as const;
type Tier = (typeof Tier)[keyof typeof Tier];
const TIER_COUNT = Tier.None;

/** An emoji's searchable words, lowercased once per list rather than once per keystroke. */
interface Searchable<T> {
  item: T;
  /** Name and aliases. */
  names: string[];
  keywords: string[];
  /** Every word joined: one `includes` rejects most emoji before the word-by-word ranking. */
  all: string;
}

const prepared = new WeakMap<readonly object[], Searchable<object>[]>();

function lowerAll(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) if (word) out.push(word.toLowerCase());
  return out;
}

function prepare<T extends object>(
  list: readonly T[],
  describe: (item: T) => Omit<Searchable<T>, 'all'>,
): Searchable<T>[] {
  // Keyed by array identity: a new emoji list (refresh, event) is a new array and is re-prepared.
  let entries = prepared.get(list) as Searchable<T>[] | undefined;
  if (!entries) {
    entries = list.map((item) => {
      const words = describe(item);
      // NUL never occurs in a query, so no match can straddle two words.
      return { ...words, all: [...words.names, ...words.keywords].join('\u0000') };
    });
    prepared.set(list, entries as Searchable<object>[]);
  }
  return entries;
}

function tierOf(entry: Searchable<unknown>, query: string): Tier {
  if (!entry.all.includes(query)) return Tier.None;
  let best: Tier = Tier.None;
  for (const name of entry.names) {
    if (name === query) return Tier.ExactName;
    if (name.startsWith(query)) best = Tier.PrefixName;
    else if (best > Tier.ContainsName && name.includes(query)) best = Tier.ContainsName;
  }
  for (const keyword of entry.keywords) {
    // Only an exact name beats an exact keyword, and that returned above.
    if (keyword === query) return Tier.ExactKeyword;
    if (keyword.startsWith(query)) {
      if (best > Tier.PrefixKeyword) best = Tier.PrefixKeyword;
    } else if (best > Tier.ContainsKeyword && keyword.includes(query)) best = Tier.ContainsKeyword;
  }
  return best;
}

function rank<T>(entries: readonly Searchable<T>[], query: string, limit: number): T[] {
  const tiers: T[][] = Array.from({ length: TIER_COUNT }, () => []);
  for (const entry of entries) {
    const tier = tierOf(entry, query);
    if (tier !== Tier.None) tiers[tier]?.push(entry.item);
  }
  const result: T[] = [];
  for (const tier of tiers) {
    for (const item of tier) {
      if (result.length >= limit) return result;
      result.push(item);
    }
  }
  return result;
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
 * anything containing it — as two groups (custom, unicode) of at most `limit` each. An empty
 * query matches nothing.
 */
export function searchEmoji(
  query: string,
  sources: { custom: readonly CustomEmoji[]; unicode: readonly UnicodeEmoji[] },
  limit: number = EMOJI_SEARCH_LIMIT,
): { custom: CustomEmoji[]; unicode: UnicodeEmoji[] } {
  const q = normalizeEmojiQuery(query);
  if (!q || limit <= 0) return { custom: [], unicode: [] };
  const custom = prepare(sources.custom, (emoji) => ({
    item: emoji,
    names: lowerAll([emoji.name, ...emoji.aliases]),
    // A custom emoji's category is the closest thing it has to a keyword.
    keywords: emoji.category ? [emoji.category.toLowerCase()] : [],
  }));
  const unicode = prepare(sources.unicode, (emoji) => ({
    item: emoji,
    names: lowerAll([emoji.name, ...emoji.aliases]),
    keywords: lowerAll(emoji.keywords),
  }));
  return { custom: rank(custom, q, limit), unicode: rank(unicode, q, limit) };
}
