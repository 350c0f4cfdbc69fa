import { matchRoute, type RouteDef } from './matcher';

/**
 * Whether going to `url` must be a real page load (spec 000 §2): the route it lands on, or a
 * parent of it, is flagged fullPageLoad, like a catch-all '/{path*}' for paths the server
 * serves itself. A URL that fails to match (a redirect loop) stays in-app to show the error.
 */
export function needsFullPageLoad(routes: RouteDef[], url: string): boolean {
  try {
    return matchRoute(routes, url)?.chain.some((route) => route.fullPageLoad) ?? false;
  } catch {
    return false;
  }
}

/** Same URL, ignoring a trailing slash on the path: '/explore/' is the page '/explore'. */
export function isSameUrl(a: string, b: string): boolean {
  const normalize = (url: string) => {
    const parsed = new URL(url, 'http://router.invalid');
    const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
    return `${path}${parsed.search}${parsed.hash}`;
  };
  return normalize(a) === normalize(b);
}
