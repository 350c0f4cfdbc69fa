/**
 * Safe mode: a page opened with `?safemode` (any value) skips the user's custom CSS (and,
 * later, plugins), so CSS that hides the settings can still be undone. Read once per page load:
 * the app's own navigations drop the query, and safe mode should last until the next reload.
 */
export function isSafeMode(search: string): boolean {
  return new URLSearchParams(search).has('safemode');
}

let safeModeAtLoad: boolean | null = null;

/** Safe mode of this page load, taken from the address the app started with. */
export function safeModeOnThisLoad(): boolean {
  safeModeAtLoad ??= isSafeMode(window.location.search);
  return safeModeAtLoad;
}

/** The attribute that marks the one <style> element this feature owns. */
export const CUSTOM_CSS_ATTRIBUTE = 'data-shiori-custom-css';

/**
 * Puts the CSS in the document's last style element, after the app's and the theme's, so it
 * wins at equal specificity. textContent, never HTML: the CSP allows inline styles
 * (style-src 'unsafe-inline'), and the text is the user's own device setting.
 */
export function applyCustomCss(doc: Document, css: string): void {
  let element = doc.head.querySelector<HTMLStyleElement>(`style[${CUSTOM_CSS_ATTRIBUTE}]`);
  if (!css.trim()) {
    element?.remove();
    return;
  }
  if (!element) {
    element = doc.createElement('style');
    element.setAttribute(CUSTOM_CSS_ATTRIBUTE, '');
  }
  element.textContent = css;
  // Appended again on each change, so styles added later by lazily loaded chunks do not come after it.
  doc.head.append(element);
}
