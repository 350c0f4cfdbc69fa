import { parsePattern, type RouteMatch } from '@/router';

export interface SwitchLandingInput {
  /** The in-app address on screen (path and query, without the base path). */
  url: string;
  /** Its route, or null on the not-found screen. */
  match: RouteMatch<unknown> | null;
  /** The account switched to lives on the server of the account in use. */
  sameServer: boolean;
  /** The account switched to is a moderator or administrator. */
  targetIsStaff: boolean;
  /** The build's base path ('/' or '/app/'). */
  base: string;
}

/** Whether the matched address names something by id or name (a note, a user, a list...). */
function namesSomething(match: RouteMatch<unknown>): boolean {
  return match.chain.some((route) => parsePattern(route.path).some((segment) => segment.kind !== 'literal'));
}

/**
 * Where a switch to another account lands (a full page load, base path included): the page on
 * screen when it exists for that account too, else the start page. Pages that name something
 * (`/notes/{id}`, `/@alice`) mean another thing, or nothing, on another server; the `/my/`
 * pages with an id are the previous account's own lists, antennas and folders; staff pages
 * are for staff only.
 */
export function switchLanding({ url, match, sameServer, targetIsStaff, base }: SwitchLandingInput): string {
  const root = base.endsWith('/') ? base.slice(0, -1) : base;
  const home = `${root}/`;
  if (!match) return home;
  if (match.chain.some((route) => route.staffOnly) && !targetIsStaff) return home;
  if (namesSomething(match)) {
    if (!sameServer) return home;
    if (match.path === '/my' || match.path.startsWith('/my/')) return home;
  }
  return `${root}${url.startsWith('/') ? url : `/${url}`}`;
}
