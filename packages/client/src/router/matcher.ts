import { MAX_REDIRECTS } from '@/constants';

/**
 * Route paths are written like '/@{acct}/{page?}'. Each segment is one of:
 *   literal            'settings'
 *   named parameter    '{userId}'
 *   prefixed parameter '@{acct}'   (the prefix must be present; the rest is the value)
 *   optional           '{page?}'   (may be missing at the end of the path)
 *   wildcard           '{rest*}'   (everything that is left, slashes included; may be empty)
 */
export interface RouteDef<C = unknown> {
  path: string;
  component?: C;
  loginRequired?: boolean;
  /** Only moderators and admins may see it; anyone else gets the not-found screen (spec 000 §6). */
  staffOnly?: boolean;
  /** Maps query parameters to props: { q: 'query' } gives props.query from ?q=. */
  query?: Record<string, string>;
  /** The URL hash (without '#') becomes this prop. */
  hash?: string;
  /** A path to go to instead (placeholders like '{id}' are filled from this route's props). */
  redirect?: string | ((props: RouteProps) => string);
  /** Child routes match the rest of the path after this route's own segments. */
  children?: RouteDef<C>[];
  /** Links to this route make a full page load instead of in-app navigation. */
  fullPageLoad?: boolean;
}

export type RouteProps = Record<string, string>;

export interface RouteMatch<C = unknown> {
  /** The innermost matched route. */
  route: RouteDef<C>;
  /** Outer to inner: a parent route and then the child that matched. */
  chain: RouteDef<C>[];
  props: RouteProps;
  /** The path after redirects were followed. */
  path: string;
}

type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string; prefix: string; optional: boolean }
  | { kind: 'wildcard'; name: string };

const PARAM_SEGMENT = /^([^{}]*)\{(\w+)(\?|\*)?\}$/;

export function parsePattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      const match = PARAM_SEGMENT.exec(part);
      if (!match) return { kind: 'literal', text: part };
      const [, prefix = '', name = '', modifier] = match;
      if (modifier === '*') return { kind: 'wildcard', name };
      return { kind: 'param', name, prefix, optional: modifier === '?' };
    });
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Matches the start of `parts` against `segments`. Returns the props and how many parts were
 * used, or null. With `exact`, every part must be used.
 */
function matchSegments(segments: Segment[], parts: string[], exact: boolean) {
  const props: RouteProps = {};
  let index = 0;
  for (const segment of segments) {
    const part = parts[index];
    if (segment.kind === 'wildcard') {
      props[segment.name] = parts.slice(index).map(decode).join('/');
      return { props, used: parts.length };
    }
    if (part === undefined) {
      if (segment.kind === 'param' && segment.optional) continue;
      return null;
    }
    if (segment.kind === 'literal') {
      if (decode(part) !== segment.text) return null;
    } else {
      if (!part.startsWith(segment.prefix) || part.length === segment.prefix.length) return null;
      props[segment.name] = decode(part.slice(segment.prefix.length));
    }
    index++;
  }
  if (exact && index !== parts.length) return null;
  return { props, used: index };
}

function matchRoutes<C>(routes: RouteDef<C>[], parts: string[]): Omit<RouteMatch<C>, 'path'> | null {
  for (const route of routes) {
    const segments = parsePattern(route.path);
    if (route.children) {
      const outer = matchSegments(segments, parts, false);
      if (outer) {
        const inner = matchRoutes(route.children, parts.slice(outer.used));
        if (inner)
          return {
            route: inner.route,
            chain: [route, ...inner.chain],
            props: { ...outer.props, ...inner.props },
          };
      }
      continue;
    }
    const match = matchSegments(segments, parts, true);
    if (match) return { route, chain: [route], props: match.props };
  }
  return null;
}

function fillPlaceholders(path: string, props: RouteProps): string {
  return path.replace(/\{(\w+)\??\}/g, (_whole, name: string) => encodeURIComponent(props[name] ?? ''));
}

export class RedirectLoopError extends Error {
  constructor(readonly path: string) {
    super(`More than ${MAX_REDIRECTS} redirects starting from ${path}`);
  }
}

/**
 * Finds the route for a URL (path with optional ?query and #hash), following redirects.
 * Pure: no history, no React. Returns null when nothing matches (the not-found screen).
 */
export function matchRoute<C>(routes: RouteDef<C>[], url: string): RouteMatch<C> | null {
  let current = url;
  for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects++) {
    const parsed = new URL(current, 'http://router.invalid');
    const parts = parsed.pathname.split('/').filter((part) => part !== '');
    const found = matchRoutes(routes, parts);
    if (!found) return null;
    const props = { ...found.props };
    for (const [param, prop] of Object.entries(found.route.query ?? {})) {
      const value = parsed.searchParams.get(param);
      if (value !== null) props[prop] = value;
    }
    if (found.route.hash && parsed.hash.length > 1) props[found.route.hash] = decode(parsed.hash.slice(1));
    const redirect = found.route.redirect;
    if (redirect === undefined) return { ...found, props, path: parsed.pathname };
    const target = new URL(
      typeof redirect === 'function' ? redirect(props) : fillPlaceholders(redirect, props),
      'http://router.invalid',
    );
    // The query and hash go along unless the redirect sets its own: /authorize-follow?acct=…
    // from another server's remote follow button must reach /lookup with the handle.
    if (!target.search) target.search = parsed.search;
    if (!target.hash) target.hash = parsed.hash;
    current = `${target.pathname}${target.search}${target.hash}`;
  }
  throw new RedirectLoopError(url);
}
