import { POPOUT_HEIGHT, POPOUT_WIDTH } from '@/constants';

/**
 * What can be done with an in-app path outside the main view: the same actions back the link
 * context menu and the page window's title bar, so both behave alike.
 */

/** The full address of an in-app path, as it would be shared or bookmarked. */
export function absoluteUrl(path: string, base: string, origin = window.location.origin): string {
  return `${origin}${base.replace(/\/$/, '')}${path}`;
}

export function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener');
}

/** A small separate browser window (spec 000 §9: 400×500). */
export function popOut(href: string): void {
  window.open(href, '_blank', `popup,width=${POPOUT_WIDTH},height=${POPOUT_HEIGHT},noopener`);
}

/** Copies to the clipboard; resolves false where the browser refuses (no permission, no API). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
