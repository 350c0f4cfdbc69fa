import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineFilter } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { prefetchHomeTimeline, sourcePageRequest, takePrefetchedPage } from './firstPage';

const filter: TimelineFilter = {
  withReplies: true,
  withRenotes: false,
  withSensitive: true,
  onlyFiles: false,
  withCw: false,
};
const policies = { ltlAvailable: true, gtlAvailable: false };
const page = [{ id: 'n1' }];

afterEach(() => {
  vi.useRealTimers();
});

describe('the home timeline prefetched at start-up', () => {
  it('is the very request the timeline makes, taken once instead of asking again', async () => {
    const api = fakeApi(() => page, 'https://example.test', 'token-a');
    prefetchHomeTimeline(api, { src: 'social', filter }, policies);
    expect(api.calls).toEqual([
      {
        endpoint: 'notes/hybrid-timeline',
        params: { limit: 20, withFiles: false, withRenotes: false, withReplies: true },
      },
    ]);
    const request = sourcePageRequest('social', filter);
    await expect(takePrefetchedPage(api, request)).resolves.toEqual(page);
    expect(takePrefetchedPage(api, request)).toBeNull();
  });

  it('falls back to home for a source the policies do not offer', () => {
    const api = fakeApi(() => page, 'https://example.test', 'token-a');
    prefetchHomeTimeline(api, { src: 'global', filter }, policies);
    expect(api.calls[0]?.endpoint).toBe('notes/timeline');
    expect(takePrefetchedPage(api, sourcePageRequest('home', filter))).not.toBeNull();
  });

  it('asks nothing when the home page shows a list, antenna or channel (its own source)', () => {
    const api = fakeApi(() => page, 'https://example.test', 'token-a');
    for (const src of ['list', 'antenna', 'channel']) prefetchHomeTimeline(api, { src, filter }, policies);
    expect(api.calls).toEqual([]);
  });

  it('is not taken for another source, filter, account or an older page', () => {
    const api = fakeApi(() => page, 'https://example.test', 'token-a');
    prefetchHomeTimeline(api, { src: 'home', filter }, policies);
    expect(takePrefetchedPage(api, sourcePageRequest('local', filter))).toBeNull();
    expect(takePrefetchedPage(api, sourcePageRequest('home', { ...filter, onlyFiles: true }))).toBeNull();
    const other = fakeApi(() => page, 'https://example.test', 'token-b');
    expect(takePrefetchedPage(other, sourcePageRequest('home', filter))).toBeNull();
    expect(takePrefetchedPage(api, sourcePageRequest('home', filter, 'n9'))).toBeNull();
    expect(takePrefetchedPage(api, sourcePageRequest('home', filter))).not.toBeNull();
  });

  it('goes stale: a timeline opened much later asks afresh', () => {
    vi.useFakeTimers();
    const api = fakeApi(() => page, 'https://example.test', 'token-a');
    prefetchHomeTimeline(api, { src: 'home', filter }, policies);
    vi.advanceTimersByTime(11_000);
    expect(takePrefetchedPage(api, sourcePageRequest('home', filter))).toBeNull();
  });

  it('answers null when it failed, so the timeline asks again and shows its own error', async () => {
    const api = fakeApi(() => {
      throw new Error('offline');
    });
    prefetchHomeTimeline(api, { src: 'home', filter }, policies);
    await expect(takePrefetchedPage(api, sourcePageRequest('home', filter))).resolves.toBeNull();
  });
});
