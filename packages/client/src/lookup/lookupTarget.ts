/** A user's name (spec 000 §5): it may not start or end with a hyphen. */
const NAME = '[A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?';
/** `@user`, `@user@host`, and WebFinger's `acct:user@host` or `user@host` (remote follow buttons send these). */
const ACCT = new RegExp(
  `^(?:@(${NAME})(?:@([A-Za-z0-9.:-]+))?|(?:acct:)?@?(${NAME})@([A-Za-z0-9.:-]+))$`,
  'i',
);
export const LOOKUP_MAX_LENGTH = 512;

/** What a look-up asks for, and how the current account's server is asked for it. */
export type LookupQuery =
  /** A page of this server the route table shows as it is. */
  | { kind: 'path'; path: string }
  /** A user by name: `users/show` (a Misskey server fetches a remote one). */
  | { kind: 'user'; username: string; host: string | null }
  /** Any other link: `ap/show` resolves it to a user or a note. */
  | { kind: 'address'; uri: string };

function user(username: string, host: string | undefined, ownHost: string): LookupQuery {
  return { kind: 'user', username, host: host && host.toLowerCase() !== ownHost.toLowerCase() ? host : null };
}

/** The page of a user: `/@name` here, `/@name@host` for a remote one. */
export function userPath(username: string, host: string | null | undefined): string {
  return host ? `/@${username}@${host}` : `/@${username}`;
}

/**
 * Reads a look-up (a handle or a link) against `origin`, the current account's server; null for
 * anything that is neither.
 */
export function parseLookup(input: string, origin: string): LookupQuery | null {
  const text = input.trim();
  const own = new URL(origin);
  const acct = ACCT.exec(text);
  if (acct) {
    const [, name, host, webfingerName = '', webfingerHost] = acct;
    return name ? user(name, host, own.host) : user(webfingerName, webfingerHost, own.host);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === own.origin) {
    const [first = '', second] = url.pathname.split('/').filter((part) => part !== '');
    const segment = decodeSegment(first);
    // This server's user pages (/@bob, /@bob/notes) and note pages are its own routes.
    if (segment.startsWith('@')) {
      const fromPath = ACCT.exec(segment);
      if (fromPath?.[1]) return user(fromPath[1], fromPath[2], own.host);
    }
    if (segment === 'notes' && second) return { kind: 'path', path: `/notes/${second}` };
  }
  return { kind: 'address', uri: url.href };
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
