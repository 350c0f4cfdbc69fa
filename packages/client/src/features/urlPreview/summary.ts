/** Misskey's `/url` answer (summaly's SummalyResult), as far as the card uses it. */
export interface UrlSummary {
  url: string;
  title: string | null;
  icon: string | null;
  description: string | null;
  thumbnail: string | null;
  sitename: string | null;
  player: { url: string | null; width: number | null; height: number | null; allow: string[] };
  sensitive: boolean;
}

/** The features a page's player may have (Misskey's list); anything else it asks for is dropped. */
const PLAYER_FEATURES = [
  'autoplay',
  'clipboard-write',
  'fullscreen',
  'encrypted-media',
  'picture-in-picture',
  'web-share',
];

/** An http(s) URL as given, or null: the only URLs the card ever puts in an href or src. */
export function httpUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const size = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * The server's answer checked field by field (a remote Misskey, or its summary proxy, is trusted
 * with nothing unsafe): texts stay texts, URLs that are not http(s) become null. Null when the
 * answer is not a summary at all.
 */
export function readSummary(raw: unknown): UrlSummary | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const url = httpUrl(r.url);
  if (!url) return null;
  const player = (typeof r.player === 'object' && r.player !== null ? r.player : {}) as Record<
    string,
    unknown
  >;
  return {
    url,
    title: text(r.title),
    icon: httpUrl(r.icon),
    description: text(r.description),
    thumbnail: httpUrl(r.thumbnail),
    sitename: text(r.sitename),
    player: {
      url: httpUrl(player.url),
      width: size(player.width),
      height: size(player.height),
      // Misskey's default when the answer names none.
      allow: Array.isArray(player.allow)
        ? player.allow.filter((f) => PLAYER_FEATURES.includes(f))
        : ['autoplay', 'encrypted-media', 'fullscreen'],
    },
    sensitive: r.sensitive === true,
  };
}

/** GETs `/url` of the account's server, the page's hash left out as Misskey does. */
export async function fetchSummary(
  origin: string,
  url: string,
  lang: string,
  signal: AbortSignal,
): Promise<UrlSummary | null> {
  const page = new URL(url);
  page.hash = '';
  const query = new URLSearchParams({ url: page.toString(), lang });
  const res = await fetch(`${origin}/url?${query}`, { signal });
  if (!res.ok) return null;
  return readSummary(await res.json());
}
