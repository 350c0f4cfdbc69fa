import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingLocalStorage } from '@/settings/testing';
import type { CustomEmoji } from '../types';
import { emojiCacheKey } from './cache';
import { CustomEmojiStore } from './customEmojiStore';

const HOUR = 60 * 60 * 1000;
const ORIGIN = 'https://example.test';

function emoji(name: string, extra: Partial<CustomEmoji> = {}): CustomEmoji {
  return { name, aliases: [], category: null, url: `${ORIGIN}/emoji/${name}.webp`, ...extra };
}

function setup(options: { cachedAt?: number; cached?: CustomEmoji[]; now: number; server?: CustomEmoji[] }) {
  if (options.cachedAt !== undefined) {
    localStorage.setItem(
      emojiCacheKey(ORIGIN),
      JSON.stringify({ emojis: options.cached ?? [], fetchedAt: options.cachedAt }),
    );
  }
  let now = options.now;
  const fetchEmojis = vi.fn(async () => options.server ?? []);
  const store = new CustomEmojiStore({ origin: ORIGIN, fetchEmojis, storage: localStorage, now: () => now });
  return { store, fetchEmojis, advance: (ms: number) => (now += ms) };
}

afterEach(() => localStorage.clear());

describe('CustomEmojiStore', () => {
  it('serves a fresh cached list without fetching', async () => {
    const { store, fetchEmojis } = setup({
      cachedAt: 1000,
      cached: [emoji('blobcat')],
      now: 1000 + HOUR - 1,
    });
    await store.refreshIfStale();
    expect(fetchEmojis).not.toHaveBeenCalled();
    expect(store.getSnapshot().map((e) => e.name)).toEqual(['blobcat']);
  });

  it('fetches again once the cached list is an hour old, and caches the answer', async () => {
    const { store, fetchEmojis } = setup({
      cachedAt: 1000,
      cached: [emoji('old')],
      now: 1000 + HOUR,
      server: [emoji('new')],
    });
    expect(store.getSnapshot().map((e) => e.name)).toEqual(['old']);
    await store.refreshIfStale();
    expect(fetchEmojis).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().map((e) => e.name)).toEqual(['new']);
    const saved = JSON.parse(localStorage.getItem(emojiCacheKey(ORIGIN)) ?? '{}');
    expect(saved).toMatchObject({ fetchedAt: 1000 + HOUR, emojis: [{ name: 'new' }] });
  });

  it('fetches on first start when nothing is cached', async () => {
    const { store, fetchEmojis } = setup({ now: 5, server: [emoji('a')] });
    await store.refreshIfStale();
    expect(fetchEmojis).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('keeps the old list when the fetch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, fetchEmojis } = setup({ cachedAt: 0, cached: [emoji('kept')], now: 2 * HOUR });
    fetchEmojis.mockRejectedValueOnce(new Error('offline'));
    await store.refresh();
    expect(store.getSnapshot().map((e) => e.name)).toEqual(['kept']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('applies added, updated and deleted emoji at once, without fetching', () => {
    const { store, fetchEmojis } = setup({ cachedAt: 0, cached: [emoji('a'), emoji('b')], now: 1 });
    const seen = vi.fn();
    store.subscribe(seen);
    const before = store.getSnapshot();
    store.upsert([{ ...emoji('c'), id: '1', host: null }]);
    store.upsert([{ ...emoji('a'), isSensitive: true }]);
    store.remove([emoji('b')]);
    expect(fetchEmojis).not.toHaveBeenCalled();
    expect(seen).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot().map((e) => [e.name, e.isSensitive])).toEqual([
      ['a', true],
      ['c', false],
    ]);
    // The cache follows, so a reload starts from the patched list.
    expect(JSON.parse(localStorage.getItem(emojiCacheKey(ORIGIN)) ?? '{}').emojis).toHaveLength(2);
  });

  it('works without storage, only logging', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = new CustomEmojiStore({
      origin: ORIGIN,
      fetchEmojis: async () => [emoji('x')],
      storage: failingLocalStorage(),
      now: () => 0,
    });
    await store.refreshIfStale();
    expect(store.getSnapshot().map((e) => e.name)).toEqual(['x']);
    warn.mockRestore();
  });
});
