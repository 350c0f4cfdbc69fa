import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';

/** Where the next page starts: admin lists page by the last id or by how many are shown. */
export type PageCursor = { untilId?: string; offset: number };

export type PagedList<T> = {
  /** null while the first page loads (or after it failed). */
  items: T[] | null;
  more: boolean;
  error: string | null;
  loadMore: () => Promise<void>;
  /** Replace the shown items (an edit or removal made on the page). */
  setItems: (update: (items: T[] | null) => T[] | null) => void;
};

/**
 * An admin list: the first page again whenever the query changes (queryKey stands for the
 * query's fields), then "load more" from where it ended. An answer for an older query is
 * dropped, so typing fast never shows the results of a word already erased.
 */
export function usePagedList<T extends { id: string }>(
  fetchPage: (cursor: PageCursor) => Promise<T[]>,
  queryKey: string,
  pageSize: number,
): PagedList<T> {
  const i18n = useI18n();
  const [items, setItems] = useState<T[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The latest fetch: callers pass a new closure each render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the query's fields.
  useEffect(() => {
    const mine = ++generation.current;
    setError(null);
    setItems(null);
    fetchRef.current({ offset: 0 }).then(
      (list) => {
        if (mine !== generation.current) return;
        setItems(list);
        setMore(list.length === pageSize);
      },
      (e: unknown) => mine === generation.current && setError(describeApiError(e, i18n).text),
    );
  }, [i18n, queryKey, pageSize]);

  const loadMore = useCallback(async () => {
    const mine = generation.current;
    try {
      const shown = items ?? [];
      const list = await fetchRef.current({ untilId: shown.at(-1)?.id, offset: shown.length });
      if (mine !== generation.current) return;
      setItems((previous) => [...(previous ?? []), ...list]);
      setMore(list.length === pageSize);
    } catch (e) {
      if (mine === generation.current) setError(describeApiError(e, i18n).text);
    }
  }, [items, i18n, pageSize]);

  return { items, more, error, loadMore, setItems };
}
