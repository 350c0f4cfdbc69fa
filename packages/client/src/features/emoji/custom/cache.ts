import type { CustomEmoji } from '../types';

/** The last fetched custom emoji list of one server, and when it was fetched (ms since epoch). */
export interface CachedEmojiList {
  emojis: CustomEmoji[];
  fetchedAt: number;
}

/** One entry per server origin: accounts on different servers see different emoji. */
export function emojiCacheKey(origin: string): string {
  return `shiori:customEmojis:${origin}`;
}

function isCachedList(value: unknown): value is CachedEmojiList {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<CachedEmojiList>;
  return (
    typeof v.fetchedAt === 'number' &&
    Array.isArray(v.emojis) &&
    v.emojis.every(
      (e) => typeof e === 'object' && e !== null && typeof e.name === 'string' && typeof e.url === 'string',
    )
  );
}

/** The cached list, or null when there is none or it cannot be read (storage off, bad JSON). */
export function readEmojiCache(storage: Storage | null, origin: string): CachedEmojiList | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(emojiCacheKey(origin));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCachedList(parsed) ? parsed : null;
  } catch (error) {
    console.warn('Could not read the cached custom emoji', error);
    return null;
  }
}

/** Saves the list; a full or blocked storage only costs a refetch next time. */
export function writeEmojiCache(storage: Storage | null, origin: string, list: CachedEmojiList): void {
  if (!storage) return;
  try {
    storage.setItem(emojiCacheKey(origin), JSON.stringify(list));
  } catch (error) {
    console.warn('Could not cache the custom emoji', error);
  }
}
