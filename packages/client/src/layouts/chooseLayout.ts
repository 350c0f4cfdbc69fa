/** Layouts a signed-in user can pick in settings (spec 000 §2 "Layouts"). */
export const LAYOUT_CHOICES = ['default', 'zen', 'classic', 'twilike', 'deck'] as const;
export type LayoutChoice = (typeof LAYOUT_CHOICES)[number];

/** Every layout the app can show: the choices plus the two it picks by itself. */
export type LayoutName = LayoutChoice | 'visitor' | 'minimal';

/** Paths that show their content alone, without navigation (authorization and sharing flows). */
export const MINIMAL_PATH_PREFIXES = [
  '/share',
  '/auth',
  '/miauth',
  '/miauth-callback',
  '/oauth',
  '/signup-complete',
  // Not in spec 000's list; a mailed reset link is the same kind of single-purpose page.
  '/reset-password',
] as const;

export interface LayoutInputs {
  signedIn: boolean;
  /** The in-app path without query or hash, e.g. '/my/notifications'. */
  path: string;
  /** The query string ('?zen', '?ui=classic', or ''). */
  search: string;
  /** The `layout` setting. */
  setting: LayoutChoice;
  /** Deck setting: pages other than '/' use a simple layout instead of the deck. */
  useSimpleUiForNonRootPages: boolean;
}

const isLayoutChoice = (value: string | null): value is LayoutChoice =>
  value !== null && (LAYOUT_CHOICES as readonly string[]).includes(value);

export function isMinimalPath(path: string): boolean {
  return MINIMAL_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Which layout to show. Order matters: minimal paths always win (a visitor finishing sign-up
 * or an app authorization must not see a landing page around it); signed-out visitors never
 * get a signed-in layout; then `?ui=` (an explicit choice) beats `?zen`, which beats the
 * setting; the deck's simple-UI fallback applies only to the deck chosen by the setting.
 */
export function chooseLayout(inputs: LayoutInputs): LayoutName {
  if (isMinimalPath(inputs.path)) return 'minimal';
  if (!inputs.signedIn) return 'visitor';
  const query = new URLSearchParams(inputs.search);
  const requested = query.get('ui');
  if (isLayoutChoice(requested)) return requested;
  if (query.has('zen')) return 'zen';
  if (inputs.setting === 'deck' && inputs.useSimpleUiForNonRootPages && inputs.path !== '/') return 'zen';
  return inputs.setting;
}

/** The URL without the layout-forcing query parameters: the way back from a forced zen. */
export function withoutLayoutOverride(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.delete('zen');
  parsed.searchParams.delete('ui');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** True when the query, not the setting, decided the layout. */
export function isLayoutForcedByUrl(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('zen') || isLayoutChoice(query.get('ui'));
}
