/**
 * Which pages stay mounted (spec 000 §3 numberOfPageCache): the one on screen plus the `limit`
 * most recently visited others, one per history entry, so going back shows a page exactly as
 * it was left. Pure, so the eviction order is tested without React.
 */
export interface CachedPage<T> {
  /** The history entry's key. */
  key: string;
  url: string;
  /** What to show for this entry (the route match); replaced when the entry's URL changes. */
  value: T;
  /** Higher is more recent; the lowest goes first when the cache is full. */
  lastVisit: number;
}

export function visitPage<T>(
  cache: readonly CachedPage<T>[],
  visit: { key: string; url: string; value: T },
  limit: number,
): CachedPage<T>[] {
  const newest = cache.reduce((top, page) => Math.max(top, page.lastVisit), 0);
  const existing = cache.find((page) => page.key === visit.key);
  const keep = Math.max(0, Math.floor(limit)) + 1;
  if (
    existing &&
    existing.lastVisit === newest &&
    existing.url === visit.url &&
    existing.value === visit.value &&
    cache.length <= keep
  )
    return cache as CachedPage<T>[]; // nothing changed: same array, so React can skip the update

  const fresh: CachedPage<T> = { ...visit, lastVisit: newest + 1 };
  // In place, not appended: moving a kept page's DOM would lose its inner scroll positions.
  let next = existing ? cache.map((page) => (page === existing ? fresh : page)) : [...cache, fresh];
  while (next.length > keep) {
    const oldest = next.reduce((low, page) => (page.lastVisit < low.lastVisit ? page : low));
    next = next.filter((page) => page !== oldest);
  }
  return next;
}
