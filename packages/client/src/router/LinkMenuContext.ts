import { createContext, type KeyboardEvent, type MouseEvent } from 'react';

/** An internal link someone asked the context menu for. */
export interface LinkMenuTarget {
  /** The in-app path (without the base path). */
  path: string;
  /** The link's absolute address, as the browser would open it. */
  href: string;
}

/**
 * Lets a feature above the router (page windows) offer a menu on internal links without the
 * router knowing about it: called for a right click, the context-menu key or Shift+F10, with
 * the event (for placing the menu). Without a provider, links keep the browser's own menu.
 */
export const LinkMenuContext = createContext<
  | ((event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>, link: LinkMenuTarget) => void)
  | null
>(null);
