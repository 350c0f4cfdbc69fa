import type * as Misskey from 'misskey-js';
import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { type ListState, useExploreList } from '@/pages/explore/useExploreList';

export type InstanceStats = Misskey.Endpoints['stats']['res'];

/** The server's figures (`stats`), asked without an account: they are the same for everyone. */
export function useInstanceStats(): [ListState<InstanceStats>, () => void] {
  const { anonymousApi } = useAccountContext();
  // useExploreList loads lists: the one answer is a list of one.
  const fetch = useCallback(async () => [await anonymousApi.call('stats', {})], [anonymousApi]);
  return useExploreList(fetch);
}
