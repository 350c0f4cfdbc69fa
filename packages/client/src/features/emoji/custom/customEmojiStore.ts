import { CUSTOM_EMOJI_CACHE_MS } from '@/constants';
import type { CustomEmoji } from '../types';
import { type CachedEmojiList, readEmojiCache, writeEmojiCache } from './cache';

export interface CustomEmojiStoreOptions {
  origin: string;
  /** Calls `emojis` on that server. */
  fetchEmojis(): Promise<CustomEmoji[]>;
  storage: Storage | null;
  now?: () => number;
}

/** The shape of `emojiAdded`/`emojiUpdated`/`emojiDeleted` bodies: EmojiDetailed ⊇ EmojiSimple. */
type EmojiEventEmoji = CustomEmoji & { id?: string; host?: string | null };

/** Only what a picker needs from an EmojiDetailed, so the cache holds one shape. */
function toSimple(emoji: EmojiEventEmoji): CustomEmoji {
  return {
    name: emoji.name,
    aliases: emoji.aliases ?? [],
    category: emoji.category ?? null,
    url: emoji.url,
    localOnly: emoji.localOnly ?? false,
    isSensitive: emoji.isSensitive ?? false,
    roleIdsThatCanBeUsedThisEmojiAsReaction: emoji.roleIdsThatCanBeUsedThisEmojiAsReaction ?? [],
  };
}

/** Drops malformed entries (and remote emoji, which the broadcast events never concern). */
function isEmoji(value: EmojiEventEmoji | null | undefined): value is EmojiEventEmoji {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.name === 'string' &&
    typeof value.url === 'string' &&
    !value.host
  );
}

function byName(a: CustomEmoji, b: CustomEmoji): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * One server's custom emoji: served from localStorage at once, fetched again when the copy is
 * older than CUSTOM_EMOJI_CACHE_MS, and patched by streaming events. A failed fetch keeps what
 * there was. Each change makes a new array, so memoized searches notice it.
 */
export class CustomEmojiStore {
  private list: readonly CustomEmoji[];
  /** null: never fetched on this device, so the first chance fetches whatever the clock says. */
  private fetchedAt: number | null;
  private listeners = new Set<() => void>();
  private inFlight: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: CustomEmojiStoreOptions) {
    this.now = options.now ?? Date.now;
    const cached = readEmojiCache(options.storage, options.origin);
    this.list = cached?.emojis ?? [];
    this.fetchedAt = cached?.fetchedAt ?? null;
  }

  getSnapshot = (): readonly CustomEmoji[] => this.list;

  /**
   * The first reader starts a refresh of a stale list: a screen without any emoji UI (a
   * profile, settings) costs the server no `emojis` call.
   */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) void this.refreshIfStale();
    return () => this.listeners.delete(listener);
  };

  /** Whether anything on screen reads the list (only then is a stale list worth a fetch). */
  get inUse(): boolean {
    return this.listeners.size > 0;
  }

  isStale(): boolean {
    return this.fetchedAt === null || this.now() - this.fetchedAt >= CUSTOM_EMOJI_CACHE_MS;
  }

  /** Fetches only when the list is older than the cache lifetime. */
  refreshIfStale(): Promise<void> {
    return this.isStale() ? this.refresh() : Promise.resolve();
  }

  /** Fetches now (joining a fetch already under way). */
  refresh(): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.options
        .fetchEmojis()
        .then((emojis) => {
          if (!Array.isArray(emojis)) throw new Error('emojis answered without a list');
          this.replace(emojis.filter(isEmoji).map(toSimple), this.now());
        })
        // Offline or a server error: the list we had stays, and the next chance retries.
        .catch((error: unknown) => console.warn('Could not refresh the custom emoji', error))
        .finally(() => {
          this.inFlight = null;
        });
    }
    return this.inFlight;
  }

  /** `emojiAdded` and `emojiUpdated`: the emoji replace any of the same name. */
  upsert(emojis: readonly EmojiEventEmoji[]): void {
    const incoming = new Map(emojis.filter(isEmoji).map((e) => [e.name, toSimple(e)]));
    if (incoming.size === 0) return;
    const kept = this.list.filter((e) => !incoming.has(e.name));
    this.replace([...kept, ...incoming.values()].sort(byName), this.fetchedAt);
  }

  /** `emojiDeleted`. */
  remove(emojis: readonly EmojiEventEmoji[]): void {
    const gone = new Set(emojis.filter(isEmoji).map((e) => e.name));
    if (gone.size === 0) return;
    this.replace(
      this.list.filter((e) => !gone.has(e.name)),
      this.fetchedAt,
    );
  }

  private replace(emojis: CustomEmoji[], fetchedAt: number | null): void {
    this.list = emojis;
    this.fetchedAt = fetchedAt;
    // A list never fetched (only patched by events) is not cached: it would pass for fresh.
    if (fetchedAt !== null) {
      const entry: CachedEmojiList = { emojis, fetchedAt };
      writeEmojiCache(this.options.storage, this.options.origin, entry);
    }
    for (const listener of this.listeners) listener();
  }
}
