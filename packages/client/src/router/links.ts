import { stripBase } from './history';

export type ResolvedLink =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  /** Not http(s): shown as text, never as a link (spec 000 §2). */
  | { kind: 'text' };

/**
 * Decides how a link target is opened: in-app for paths on this origin under the base path,
 * in a new tab for other http(s) URLs, and not at all for other schemes (javascript:, data:...).
 */
export function resolveLink(to: string, origin: string, base = '/'): ResolvedLink {
  if (to.startsWith('/') && !to.startsWith('//')) {
    const path = stripBase(to, base);
    return path === null ? { kind: 'external', href: new URL(to, origin).href } : { kind: 'internal', path };
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return { kind: 'text' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'text' };
  if (url.origin === origin) {
    const path = stripBase(url.pathname, base);
    if (path !== null) return { kind: 'internal', path: `${path}${url.search}${url.hash}` };
  }
  return { kind: 'external', href: url.href };
}
