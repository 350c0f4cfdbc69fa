import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { type Polled, usePolledCall } from './usePolledCall';

export type FeedItem = Misskey.entities.FetchRssResponse['items'][number];

/** A feed's items through the server's `fetch-rss` (it fetches the feed; the browser never does). */
export function useFeed(url: string, refreshSec: number): Polled<FeedItem[]> {
  const { api } = useAccountContext();
  const trimmed = url.trim();
  return usePolledCall(
    trimmed === '' ? null : trimmed,
    () => api.call('fetch-rss', { url: trimmed }).then((feed) => feed.items),
    refreshSec,
  );
}
