/**
 * The home page's timeline offline: the worker keeps the first page of each timeline tab
 * (home, local, social, global) each account last received (the API's own answer, untouched) and, when the network cannot be reached, answers
 * the same request with it, so the app opens offline showing the notes seen last instead of an
 * error. Pure decisions plus cache calls, so they run in unit tests with a fake cache.
 *
 * - Only the first page (no `untilId`/`sinceId`): older pages and refreshes go to the network.
 * - Kept per account and per request: the key is a SHA-256 of the token and the other parameters
 *   (the token itself is never written anywhere by the worker, and another account's token never
 *   finds these notes). A widget asking the same endpoint with other parameters keeps its own page.
 * - Bounded: at most `MAX_KEPT` pages in all, the least recently kept go first.
 */
import type { CacheLike } from './offlineCache';

export const TIMELINE_CACHE = 'shiori-timelines';
export const MAX_KEPT = 8;
const KEPT_AT = 'x-shiori-kept-at';

export interface TimelineCache extends CacheLike {
  keys(): Promise<readonly Request[]>;
  delete(request: Request | string): Promise<boolean>;
}

/** The home page's timeline tabs (their endpoints, under `api/`). */
const TIMELINES = new Set([
  'notes/timeline',
  'notes/local-timeline',
  'notes/hybrid-timeline',
  'notes/global-timeline',
]);

/** Whether `url` is one of the timeline endpoints of this client's server (POST, same origin). */
export function isTimelineRequest(url: URL, method: string, base: URL): boolean {
  const api = `${base.pathname}api/`;
  return (
    method === 'POST' &&
    url.origin === base.origin &&
    url.pathname.startsWith(api) &&
    TIMELINES.has(url.pathname.slice(api.length))
  );
}

/**
 * The cache key of a first-page request to `url`, or null for another page or an unreadable
 * body.
 */
export async function timelineKey(url: string, body: unknown, base: URL): Promise<string | null> {
  if (typeof body !== 'object' || body === null) return null;
  const { i, untilId, sinceId, untilDate, sinceDate, ...params } = body as Record<string, unknown>;
  if (typeof i !== 'string' || untilId != null || sinceId != null || untilDate != null || sinceDate != null) {
    return null;
  }
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${i}\n${new URL(url).pathname}\n${JSON.stringify(sorted)}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return new URL(`__timeline/${hex}`, base).href;
}

/**
 * The network first: a good first page is kept; when the network fails, the kept page answers
 * (the notes as last seen). `body` is the request's parsed JSON (read from a clone before).
 */
export async function answerTimeline(
  request: Request,
  body: unknown,
  cache: TimelineCache,
  base: URL,
  fetchNetwork: (request: Request) => Promise<Response>,
  now: () => number = Date.now,
): Promise<Response> {
  const key = await timelineKey(request.url, body, base);
  let response: Response;
  try {
    response = await fetchNetwork(request);
  } catch (error) {
    const kept = key ? await cache.match(key) : undefined;
    if (kept) return kept;
    throw error;
  }
  if (key && response.status === 200) {
    const copy = response.clone();
    const headers = new Headers(copy.headers);
    headers.set(KEPT_AT, String(now()));
    await cache.put(key, new Response(await copy.arrayBuffer(), { status: 200, headers }));
    await prune(cache);
  }
  return response;
}

/** Drops the least recently kept pages beyond `MAX_KEPT`. */
async function prune(cache: TimelineCache): Promise<void> {
  const keys = await cache.keys();
  if (keys.length <= MAX_KEPT) return;
  const dated = await Promise.all(
    keys.map(async (key) => ({
      key,
      at: Number((await cache.match(key))?.headers.get(KEPT_AT) ?? 0),
    })),
  );
  dated.sort((a, b) => a.at - b.at);
  for (const { key } of dated.slice(0, dated.length - MAX_KEPT)) await cache.delete(key);
}
