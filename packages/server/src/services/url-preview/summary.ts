import { decodeEntities } from '../html-entities.js';

/**
 * The answer of Misskey's `/url` (summaly's SummalyResult): what a page says about itself in its
 * head. Every URL in it is an absolute http(s) URL or null; texts are plain text (entities
 * decoded, tags never interpreted), for the client to show as text.
 */
export interface UrlSummary {
  url: string;
  title: string | null;
  icon: string | null;
  description: string | null;
  thumbnail: string | null;
  sitename: string | null;
  player: { url: string | null; width: number | null; height: number | null; allow: string[] };
  sensitive: boolean;
  activityPub: string | null;
  fediverseCreator: string | null;
}

/** Long enough for any sensible title or description; a page cannot make the answer huge. */
const MAX_TITLE = 100;
const MAX_DESCRIPTION = 300;
/** The head is near the top; a page hiding its meta tags deeper is not worth the scan. */
const MAX_SCAN = 512 * 1024;

/** Whitespace runs become one space, control characters go, and long texts end in an ellipsis. */
function cleanText(raw: string | undefined, max: number): string | null {
  if (raw === undefined) return null;
  const text = decodeEntities(raw)
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An absolute http(s) URL against the page's, or null: no javascript:, data: or the like ever leaves. */
export function httpUrlOrNull(raw: string | undefined, base: string): string | null {
  if (raw === undefined) return null;
  const trimmed = decodeEntities(raw).trim();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The attributes of one start tag's inside (`name="value"`, `name='value'`, `name=value`, `name`). */
function parseAttributes(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(inside); m !== null; m = re.exec(inside)) {
    const name = (m[1] ?? '').toLowerCase();
    // The first occurrence wins, as in an HTML parser.
    if (!attributes.has(name)) attributes.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

interface HeadTags {
  title: string | undefined;
  /** meta property/name (lowercased) → content; the first one of each wins. */
  meta: Map<string, string>;
  /** link rel tokens → href, first one wins. */
  links: Map<string, string>;
}

/**
 * Reads the title, meta and link tags of a document's head. Comments, scripts and styles are
 * skipped so that markup inside them is never taken for tags; the scan stops at the body.
 */
export function readHead(html: string): HeadTags {
  const doc = html.length > MAX_SCAN ? html.slice(0, MAX_SCAN) : html;
  const tags: HeadTags = { title: undefined, meta: new Map(), links: new Map() };
  const re =
    /<!--[\s\S]*?(?:-->|$)|<(script|style|title|textarea)\b[^>]*>([\s\S]*?)(?:<\/\1\s*>|$)|<(\/?)([a-z][a-z0-9-]*)\b([^>]*)>/gi;
  for (let m = re.exec(doc); m !== null; m = re.exec(doc)) {
    const raw = m[1]?.toLowerCase();
    if (raw === 'title') {
      if (tags.title === undefined) tags.title = m[2] ?? '';
      continue;
    }
    if (raw !== undefined) continue;
    const name = m[4]?.toLowerCase();
    if (name === undefined) continue; // a comment
    if (m[3] === '/') {
      if (name === 'head') break;
      continue;
    }
    if (name === 'body') break;
    const attributes = parseAttributes(m[5] ?? '');
    if (name === 'meta') {
      const key = (
        attributes.get('property') ??
        attributes.get('name') ??
        attributes.get('itemprop')
      )?.toLowerCase();
      const content = attributes.get('content');
      if (key && content !== undefined && !tags.meta.has(key)) tags.meta.set(key, content);
    } else if (name === 'link') {
      const href = attributes.get('href');
      if (href === undefined) continue;
      for (const rel of (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)) {
        if (rel && !tags.links.has(rel)) tags.links.set(rel, href);
      }
    }
  }
  return tags;
}

/** The `charset` a document declares in its head (`<meta charset>` or http-equiv), if any. */
export function declaredCharset(htmlStart: string): string | undefined {
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(htmlStart);
  return m?.[1]?.toLowerCase();
}

function dimension(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n > 0 && n < 10_000 ? n : null;
}

/** What summaly grants a player it found in a page's meta tags. */
const PLAYER_DEFAULT_ALLOW = ['autoplay', 'encrypted-media', 'fullscreen'];

/** The summary of a page whose final URL is `pageUrl`, from its HTML. */
export function summarize(html: string, pageUrl: string): UrlSummary {
  const { title, meta, links } = readHead(html);
  const get = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const value = meta.get(key);
      if (value !== undefined && value.trim() !== '') return value;
    }
    return undefined;
  };
  const url = (raw: string | undefined) => httpUrlOrNull(raw, pageUrl);

  const playerUrl = url(get('twitter:player', 'og:video:secure_url', 'og:video:url', 'og:video'));
  const icon =
    url(links.get('icon')) ??
    url(links.get('shortcut')) ??
    url(links.get('apple-touch-icon')) ??
    httpUrlOrNull('/favicon.ico', pageUrl);
  return {
    url: pageUrl,
    title: cleanText(get('og:title', 'twitter:title') ?? title, MAX_TITLE),
    icon,
    description: cleanText(get('og:description', 'twitter:description', 'description'), MAX_DESCRIPTION),
    thumbnail: url(
      get('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
    ),
    sitename: cleanText(get('og:site_name', 'application-name'), MAX_TITLE) ?? new URL(pageUrl).hostname,
    player: {
      url: playerUrl,
      width: playerUrl ? dimension(get('twitter:player:width', 'og:video:width')) : null,
      height: playerUrl ? dimension(get('twitter:player:height', 'og:video:height')) : null,
      // A page cannot ask for more: the client grants only Misskey's list of features anyway.
      allow: playerUrl ? PLAYER_DEFAULT_ALLOW : [],
    },
    // Misskey's convention for pages that mark themselves: mixi:content-rating 1, or rating adult.
    sensitive:
      get('mixi:content-rating') === '1' ||
      /^(adult|mature|rta-5042-1996-1400-1577-rta)$/i.test(get('rating') ?? ''),
    activityPub: url(activityPubLink(html)),
    fediverseCreator: cleanText(get('fediverse:creator'), MAX_TITLE),
  };
}

/** `<link rel="alternate" type="application/activity+json" href>`: the page's ActivityPub object. */
function activityPubLink(html: string): string | undefined {
  const doc = html.length > MAX_SCAN ? html.slice(0, MAX_SCAN) : html;
  const re = /<link\b([^>]*)>/gi;
  for (let m = re.exec(doc); m !== null; m = re.exec(doc)) {
    const attributes = parseAttributes(m[1] ?? '');
    if (
      (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).includes('alternate') &&
      (attributes.get('type') ?? '').toLowerCase() === 'application/activity+json'
    ) {
      return attributes.get('href');
    }
  }
  return undefined;
}
