import { LruCache } from '@/blurhash/lru';

/** Answers kept per address: a timeline asks about the same few hundred avatars over and over. */
const verdicts = new LruCache<string, boolean>(1000);

/**
 * Whether a server-given address is an absolute http(s) URL, the only kind shown as a picture
 * or followed as a link. Parsing one costs little, but every note's avatar asked on every
 * render: 50 ms of a 600-note scrolling profile went to `new URL` here.
 */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  let verdict = verdicts.get(value);
  if (verdict === undefined) {
    try {
      const { protocol } = new URL(value);
      verdict = protocol === 'https:' || protocol === 'http:';
    } catch {
      verdict = false;
    }
    verdicts.set(value, verdict);
  }
  return verdict;
}
