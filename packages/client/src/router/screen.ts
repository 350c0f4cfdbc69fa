import type { RouteMatch } from './matcher';

/** Who is looking: null for a signed-out visitor. Only the staff flags matter to the router. */
export type RouteViewer = { isModerator?: boolean; isAdmin?: boolean } | null;

/** What a URL shows: its page, the not-found screen, or not-found plus the sign-in popup. */
export type Screen = 'page' | 'notFound' | 'notFoundWithSignIn';

/**
 * Decides the screen for a match (spec 000 §2, §6). A flag on a parent route applies to all
 * its children. Staff-only beats login-required: a visitor must not learn that an admin page
 * exists, so they get the plain not-found screen without a sign-in prompt.
 */
export function resolveScreen(match: RouteMatch | null, viewer: RouteViewer): Screen {
  if (!match || match.route.component === undefined) return 'notFound';
  if (match.chain.some((route) => route.staffOnly) && !(viewer?.isModerator || viewer?.isAdmin))
    return 'notFound';
  if (match.chain.some((route) => route.loginRequired) && !viewer) return 'notFoundWithSignIn';
  return 'page';
}
