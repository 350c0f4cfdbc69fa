import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountApi } from '@/api';

type Emoji = Misskey.entities.EmojiDetailed;

/** One page of `admin/emoji/list`; a shorter page means the end was reached. */
export const EMOJI_PAGE_SIZE = 30;

export interface EmojiList {
  items: Emoji[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
  /** Local edits, so the list changes at once after a save (update answers no body). */
  upsert(emoji: Emoji): void;
  remove(id: string): void;
}

/**
 * The server's custom emoji, newest first, searched by name on the server and paged with
 * `untilId`. Answers to an older query are dropped, so fast typing never shows stale rows.
 */
export function useEmojiList(api: AccountApi, query: string): EmojiList {
  const [items, setItems] = useState<Emoji[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const generation = useRef(0);

  const fetchPage = useCallback(
    (untilId: string | undefined) => {
      const mine = ++generation.current;
      setLoading(true);
      setFailed(false);
      const trimmed = query.trim();
      api
        .call('admin/emoji/list', {
          limit: EMOJI_PAGE_SIZE,
          ...(trimmed ? { query: trimmed } : {}),
          ...(untilId ? { untilId } : {}),
        })
        .then((page) => {
          if (mine !== generation.current) return;
          setItems((previous) => {
            const base = untilId ? previous : [];
            const known = new Set(base.map((emoji) => emoji.id));
            return [...base, ...page.filter((emoji) => !known.has(emoji.id))];
          });
          setHasMore(page.length >= EMOJI_PAGE_SIZE);
        })
        .catch(() => {
          if (mine === generation.current) setFailed(true);
        })
        .finally(() => {
          if (mine === generation.current) setLoading(false);
        });
    },
    [api, query],
  );

  useEffect(() => {
    fetchPage(undefined);
  }, [fetchPage]);

  return {
    items,
    loading,
    failed,
    hasMore,
    loadMore: () => fetchPage(items.at(-1)?.id),
    reload: () => fetchPage(undefined),
    upsert: (emoji) =>
      setItems((previous) =>
        previous.some((item) => item.id === emoji.id)
          ? previous.map((item) => (item.id === emoji.id ? emoji : item))
          : [emoji, ...previous],
      ),
    remove: (id) => setItems((previous) => previous.filter((item) => item.id !== id)),
  };
}
