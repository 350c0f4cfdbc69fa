import { LruCache } from '@/blurhash/lru';

/**
 * Each history entry carries a key in history.state, so the scroll position can be remembered
 * per entry (spec 000 §2) and found again on back/forward, even for two entries with one URL.
 */
const KEY_FIELD = 'shioriKey';

let counter = 0;

export function createEntryKey(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}`;
}

/** The key stored in a history.state value, or null when it has none (another script's state). */
export function entryKeyOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const key: unknown = (state as Record<string, unknown>)[KEY_FIELD];
  return typeof key === 'string' ? key : null;
}

/** history.state with the key added, keeping whatever else was there. */
export function withEntryKey(state: unknown, key: string): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [KEY_FIELD]: key };
}

/**
 * Scroll positions by entry key; the least recently written are forgotten past `limit` so it
 * cannot grow forever (reading one does not keep it).
 */
export class ScrollMemory {
  private readonly positions: LruCache<string, number>;

  constructor(limit = 200) {
    this.positions = new LruCache(limit);
  }

  remember(key: string, top: number): void {
    this.positions.set(key, top);
  }

  /** The remembered position, or 0 (top) for an entry never seen. */
  recall(key: string): number {
    return this.positions.peek(key) ?? 0;
  }
}
