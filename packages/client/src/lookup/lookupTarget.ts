/** A mention's name and host (spec 000 §5): the name may not start or end with a hyphen. */
const ACCT = /^@([A-Za-z0-9_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)(?:@([A-Za-z0-9.-]+))?$/;
export const LOOKUP_MAX_LENGTH = 512;

function userPath(username: string, host: string | undefined, ownHost: string): string {
  return host && host.toLowerCase() !== ownHost.toLowerCase() ? `/@${username}@${host}` : `/@${username}`;
}

/**
 * Where a look-up goes: the user page for `@user`, `@user@host`, or a link to a user page on
 * this server; null for anything else.
 */
export function lookupTarget(input: string, origin: string): string | null {
  const text = input.trim();
  const ownHost = new URL(origin).host;
  const acct = ACCT.exec(text);
  if (acct?.[1]) return userPath(acct[1], acct[2], ownHost);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== new URL(origin).origin)
    return null;
  const first = decodeURIComponent(url.pathname.split('/')[1] ?? '');
  const fromPath = ACCT.exec(first);
  return fromPath?.[1] ? userPath(fromPath[1], fromPath[2], ownHost) : null;
}
