import type { IncomingMessage } from 'node:http';
import type { entities } from 'misskey-js';
import { ApiError, type ApiErrorDef } from '../../api/errors.js';
import type { Config } from '../../config.js';
import { guardedGet, isHttpUrl } from '../drive/fetch-url.js';
import { BodyTooLarge, readLimited } from '../read-limited.js';
import { parseFeedOffThread } from './parse-worker.js';
import { feedToMisskey } from './shape.js';

/** Misskey gives the fetch 5 s; a slow feed host should not hold a request much longer. */
const TIMEOUT_MS = 8_000;
/**
 * Feeds are text; one megabyte is already a very long feed (rss-parser has no cap at all). It
 * also bounds the parse (about a second per megabyte on a busy machine, on its own thread:
 * parse-worker.ts).
 */
export const MAX_FEED_BYTES = 1024 * 1024;
/** Misskey caches the answer for 3 minutes (`cacheSec`); widgets on many screens share it. */
const CACHE_MS = 3 * 60 * 1000;
const CACHE_ENTRIES = 200;

/** Ours: Misskey answers an internal error for each of these. */
export const rssErrors = {
  invalidUrl: {
    message: 'The URL is not an http(s) URL.',
    code: 'INVALID_URL',
    id: '4807a08a-41f2-4c1e-8b77-fa91cc70e763',
  },
  fetchFailed: {
    message: 'The feed could not be fetched.',
    code: 'FETCH_FAILED',
    id: '130dcd8f-de61-4225-bc49-902f8279db78',
  },
  tooLarge: {
    message: 'The feed is too large.',
    code: 'FEED_TOO_LARGE',
    id: '3b37fbc5-f260-4048-b61d-5cae49902832',
  },
  invalidFeed: {
    message: 'The document is not an RSS or Atom feed.',
    code: 'INVALID_FEED',
    id: 'b34f00af-7f06-469a-882b-c38725d3da55',
  },
} satisfies Record<string, ApiErrorDef>;

function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
}

function readText(response: IncomingMessage, deadline: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FEED_BYTES) {
    response.destroy();
    return Promise.reject(new BodyTooLarge());
  }
  return readLimited(response, MAX_FEED_BYTES, deadline).then((body) => body.toString('utf8'));
}

const cache = new Map<string, { at: number; feed: entities.FetchRssResponse }>();

/**
 * Fetches and parses the feed at `url` for `fetch-rss`: through the drive's private-address
 * guard (also after redirects; loopback only under the test-only SHIORI_TEST_RSS_LOOPBACK),
 * within a time and a size limit, and answers Misskey's shape (rss-parser's output there).
 */
export async function fetchFeed(config: Config, url: string): Promise<entities.FetchRssResponse> {
  if (!isHttpUrl(url)) throw new ApiError(rssErrors.invalidUrl);
  const cached = cache.get(url);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.feed;

  const deadline = Date.now() + TIMEOUT_MS;
  let text: string;
  try {
    const { response } = await guardedGet(url, {
      userAgent: 'Shiori (RSS)',
      timeoutMs: TIMEOUT_MS,
      ...(config.rssLoopback ? { exempt: isLoopback } : {}),
    });
    text = await readText(response, deadline);
  } catch (err) {
    if (err instanceof BodyTooLarge) throw new ApiError(rssErrors.tooLarge);
    // Only the reason's message: it says refused, timed out or the status, never more.
    throw new ApiError(rssErrors.fetchFailed, { reason: err instanceof Error ? err.message : 'failed' });
  }

  let feed: entities.FetchRssResponse;
  try {
    feed = feedToMisskey(await parseFeedOffThread(text));
  } catch {
    throw new ApiError(rssErrors.invalidFeed);
  }
  if (cache.size >= CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(url, { at: Date.now(), feed });
  return feed;
}

/** Tests serve different feeds at one address; the cache must not carry them over. */
export function clearFeedCache(): void {
  cache.clear();
}
