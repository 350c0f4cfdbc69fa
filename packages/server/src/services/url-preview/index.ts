import type { Config } from '../../config.js';
import { BoundedMap } from '../bounded-map.js';
import { guardedGet, isHttpUrl } from '../drive/fetch-url.js';
import { isLoopbackAddress } from '../outbound-post.js';
import { readLimited } from '../read-limited.js';
import type { ServerSettings } from '../server-settings/index.js';
import { declaredCharset, httpUrlOrNull, summarize, type UrlSummary } from './summary.js';

export type { UrlSummary } from './summary.js';

/** Why a page has no preview; only the kind is told to the log, never the page's answer. */
export class PreviewFailed extends Error {
  override name = 'PreviewFailed';
}

/**
 * Summaries are kept a while (Misskey tells browsers to keep them a week; a server-side hour
 * spares the page's host when a note with a link is seen by many), failures for a shorter time.
 */
const CACHE_MS = 60 * 60 * 1000;
const FAILURE_CACHE_MS = 10 * 60 * 1000;
const CACHE_ENTRIES = 1000;
/** A summary is a few hundred bytes; the weight bound keeps a flood of long URLs in check too. */
const CACHE_WEIGHT = 4 * 1024 * 1024;

type Cached = { at: number; summary: UrlSummary } | { at: number; failed: true };
const cache = new BoundedMap<string, Cached>(CACHE_ENTRIES, {
  maxWeight: CACHE_WEIGHT,
  weigh: (key, value) => key.length + ('summary' in value ? JSON.stringify(value.summary).length : 16),
});

/** Forgets every cached summary (tests, and an administrator changing the settings). */
export function clearUrlPreviewCache(): void {
  cache.clear();
}

const DEFAULT_USER_AGENT = 'Shiori (URL preview)';

function decode(body: Buffer, contentType: string): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const label = fromHeader ?? declaredCharset(body.subarray(0, 2048).toString('latin1')) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

interface FetchOptions {
  settings: ServerSettings;
  /** Loopback pages may be fetched (test configurations only). */
  loopback: boolean;
}

async function fetchPage(url: string, { settings, loopback }: FetchOptions): Promise<UrlSummary> {
  const deadline = Date.now() + settings.urlPreviewTimeout;
  const { response, url: finalUrl } = await guardedGet(url, {
    userAgent: settings.urlPreviewUserAgent ?? DEFAULT_USER_AGENT,
    timeoutMs: settings.urlPreviewTimeout,
    ...(loopback ? { exempt: isLoopbackAddress } : {}),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  if (!/^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) {
    response.destroy();
    throw new PreviewFailed('not an HTML page');
  }
  const declared = Number(response.headers['content-length']);
  const hasLength = response.headers['content-length'] !== undefined && Number.isFinite(declared);
  if (settings.urlPreviewRequireContentLength && !hasLength) {
    response.destroy();
    throw new PreviewFailed('no content length');
  }
  if (hasLength && declared > settings.urlPreviewMaximumContentLength) {
    response.destroy();
    throw new PreviewFailed('too large');
  }
  const body = await readLimited(response, settings.urlPreviewMaximumContentLength, deadline);
  return summarize(decode(body, contentType), finalUrl.toString());
}

/** The summary proxy's answer, checked field by field: a proxy is trusted with nothing unsafe. */
function fromProxy(raw: unknown, requested: string): UrlSummary {
  if (typeof raw !== 'object' || raw === null) throw new PreviewFailed('bad proxy answer');
  const r = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
  const pageUrl = httpUrlOrNull(text(r.url) ?? undefined, requested);
  if (!pageUrl) throw new PreviewFailed('bad proxy answer');
  const link = (v: unknown) => httpUrlOrNull(text(v) ?? undefined, pageUrl);
  const player = (typeof r.player === 'object' && r.player !== null ? r.player : {}) as Record<
    string,
    unknown
  >;
  const size = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
  return {
    url: pageUrl,
    title: text(r.title),
    icon: link(r.icon),
    description: text(r.description),
    thumbnail: link(r.thumbnail),
    sitename: text(r.sitename),
    player: {
      url: link(player.url),
      width: size(player.width),
      height: size(player.height),
      allow: Array.isArray(player.allow)
        ? player.allow.filter((a): a is string => typeof a === 'string')
        : [],
    },
    sensitive: r.sensitive === true,
    activityPub: link(r.activityPub),
    fediverseCreator: text(r.fediverseCreator),
  };
}

async function fetchFromProxy(
  url: string,
  lang: string,
  { settings, loopback }: FetchOptions,
): Promise<UrlSummary> {
  const proxy = new URL(settings.urlPreviewSummaryProxyUrl ?? '');
  // summaly-proxy's query, as Misskey sends it.
  proxy.searchParams.set('url', url);
  proxy.searchParams.set('lang', lang);
  if (settings.urlPreviewUserAgent) proxy.searchParams.set('userAgent', settings.urlPreviewUserAgent);
  proxy.searchParams.set('operationTimeout', String(settings.urlPreviewTimeout));
  proxy.searchParams.set('contentLengthLimit', String(settings.urlPreviewMaximumContentLength));
  proxy.searchParams.set('contentLengthRequired', String(settings.urlPreviewRequireContentLength));
  const deadline = Date.now() + settings.urlPreviewTimeout;
  const { response } = await guardedGet(proxy.toString(), {
    userAgent: settings.urlPreviewUserAgent ?? DEFAULT_USER_AGENT,
    timeoutMs: settings.urlPreviewTimeout,
    ...(loopback ? { exempt: isLoopbackAddress } : {}),
  });
  const body = await readLimited(response, 256 * 1024, deadline);
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new PreviewFailed('bad proxy answer');
  }
  return fromProxy(json, url);
}

/**
 * The summary of the page at `url` for Misskey's `/url`: fetched through the drive's
 * private-address guard (also after each redirect; loopback only under the test-only
 * SHIORI_TEST_URL_PREVIEW_LOOPBACK), within the administrator's time and size limits and with
 * their user agent, or asked of their summary proxy. Throws PreviewFailed (or the guard's
 * UrlFetchError) when there is none; both are remembered for a while like summaries.
 */
export async function previewUrl(
  config: Config,
  settings: ServerSettings,
  url: string,
  lang: string,
): Promise<UrlSummary> {
  if (!isHttpUrl(url)) throw new PreviewFailed('not an http(s) URL');
  const key = `${settings.urlPreviewSummaryProxyUrl ?? ''}\n${lang}\n${url}`;
  const cached = cache.get(key);
  if (cached) {
    const age = Date.now() - cached.at;
    if ('summary' in cached && age < CACHE_MS) return cached.summary;
    if ('failed' in cached && age < FAILURE_CACHE_MS) throw new PreviewFailed('failed recently');
  }
  const options = { settings, loopback: config.urlPreviewLoopback };
  try {
    const summary = settings.urlPreviewSummaryProxyUrl
      ? await fetchFromProxy(url, lang, options)
      : await fetchPage(url, options);
    cache.set(key, { at: Date.now(), summary });
    return summary;
  } catch (err) {
    cache.set(key, { at: Date.now(), failed: true });
    throw err;
  }
}
