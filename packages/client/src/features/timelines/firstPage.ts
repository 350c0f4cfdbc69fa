import type * as Misskey from 'misskey-js';
import type { AccountApi } from '@/api';
import type { TimelineFilter } from '@/settings';
import {
  availableSources,
  effectiveSource,
  SOURCE_ENDPOINTS,
  TIMELINE_TABS,
  type TimelinePolicies,
  type TimelineTab,
} from './sources';

/** Notes per timeline page. Here rather than with the list, so start-up needs none of the list's code. */
export const PAGE_SIZE = 20;

/** One page of a source's timeline: the endpoint and what to ask it. */
export function sourcePageRequest(
  src: TimelineTab,
  filter: TimelineFilter,
  untilId?: string,
  sinceId?: string,
) {
  return {
    endpoint: SOURCE_ENDPOINTS[src],
    params: {
      limit: PAGE_SIZE,
      untilId,
      ...(sinceId === undefined ? {} : { sinceId }),
      withFiles: filter.onlyFiles,
      withRenotes: filter.withRenotes,
      ...(src === 'home' ? {} : { withReplies: filter.withReplies }),
    },
  };
}

type PageRequest = ReturnType<typeof sourcePageRequest>;

// The home timeline's first page, asked for while the app starts: otherwise its request
// waits for the account check, the first render and the page's mount, one after the other.
// Taken once, by the timeline whose request it is, if it is still fresh.
const FRESH_MS = 10_000;
let prefetched: { key: string; at: number; page: Promise<Misskey.entities.Note[] | null> } | null = null;

function keyOf(api: AccountApi, { endpoint, params }: PageRequest): string {
  return JSON.stringify([api.origin, api.token, endpoint, params]);
}

/** Starts loading the first page the home page's timeline will show for these settings. */
export function prefetchHomeTimeline(
  api: AccountApi,
  saved: { src: string; filter: TimelineFilter },
  policies: TimelinePolicies | null | undefined,
): void {
  // A list, antenna or channel shown in place: its own source, nothing of home's to fetch.
  if (!(TIMELINE_TABS as readonly string[]).includes(saved.src)) return;
  const request = sourcePageRequest(effectiveSource(saved.src, availableSources(policies)), saved.filter);
  // A failed one answers null: the timeline then asks itself, and shows its own error.
  const page = (
    api.call(request.endpoint, request.params as never) as Promise<Misskey.entities.Note[]>
  ).catch(() => null);
  prefetched = { key: keyOf(api, request), at: Date.now(), page };
}

/**
 * The prefetched page for exactly this request, once; null when there is none, it is stale, or
 * (once settled) it failed.
 */
export function takePrefetchedPage(
  api: AccountApi,
  request: PageRequest,
): Promise<Misskey.entities.Note[] | null> | null {
  const entry = prefetched;
  if (!entry || entry.key !== keyOf(api, request) || Date.now() - entry.at > FRESH_MS) return null;
  prefetched = null;
  return entry.page;
}
