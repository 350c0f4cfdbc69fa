import type { FeedJson } from '@rowanmanning/feed-parser/lib/feed/base.js';
import type { entities } from 'misskey-js';

/** What shape.ts reads of a parsed feed (the parser thread sends only these, as plain data). */
export type ParsedFeed = Pick<FeedJson, 'title' | 'description' | 'url' | 'self' | 'image' | 'items'>;

type Feed = entities.FetchRssResponse;
type Item = Feed['items'][number];

/** Items beyond this are dropped: no widget shows more, and the answer stays small. */
export const MAX_ITEMS = 100;
const MAX_SNIPPET = 500;

/** Only http(s) addresses are passed on: a feed may carry javascript: or data: links. */
function httpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML fragment, as rss-parser's `contentSnippet` is: tags dropped, entities read. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return NAMED[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function defined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}

function itemOf(item: FeedJson['items'][number]): Item {
  const html = item.content ?? item.description ?? undefined;
  const enclosure = item.media.find((media) => httpUrl(media.url));
  // Atom entries often have only `updated`; rss-parser dates them by it too.
  const date = item.published ?? item.updated ?? undefined;
  const categories = item.categories.map((category) => category.label ?? category.term).filter(Boolean);
  return defined<Item>({
    title: item.title ?? undefined,
    link: httpUrl(item.url),
    guid: item.id ?? undefined,
    pubDate: date ? new Date(date).toUTCString() : undefined,
    isoDate: date,
    creator: item.authors[0]?.name ?? undefined,
    summary: item.description ?? undefined,
    content: html,
    contentSnippet: html === undefined ? undefined : textOf(html).slice(0, MAX_SNIPPET),
    categories: categories.length > 0 ? categories : undefined,
    enclosure: enclosure
      ? defined({
          url: enclosure.url,
          length: enclosure.length ?? undefined,
          type: enclosure.mimeType ?? undefined,
        })
      : undefined,
  });
}

/** The parsed feed in Misskey's answer shape (rss-parser's field names), RSS and Atom alike. */
export function feedToMisskey(feed: ParsedFeed): Feed {
  const imageUrl = httpUrl(feed.image?.url);
  return defined<Feed>({
    title: feed.title ?? undefined,
    description: feed.description ?? undefined,
    link: httpUrl(feed.url),
    feedUrl: httpUrl(feed.self),
    image: imageUrl ? defined({ url: imageUrl, title: feed.image?.title ?? undefined }) : undefined,
    items: feed.items.slice(0, MAX_ITEMS).map(itemOf),
  });
}
