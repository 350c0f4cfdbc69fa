import { createContext, useContext } from 'react';
import type { LinkMenuTarget } from '@/router/LinkMenuContext';
import type { MenuItem } from '@/ui';
import type { WindowPages } from './PageWindow';

export interface WindowsApi {
  /**
   * Opens an in-app path (with query and hash) in a page window with its own history.
   * Focus returns to `opener` (default: the focused element) when the window closes.
   */
  openPageWindow(path: string, options?: { opener?: HTMLElement | null }): void;
  /**
   * The entries of an internal link's menu (open in window, new tab, copy link), for a feature
   * whose own context menu on a link keeps them (a mention's user menu).
   */
  linkMenuItems?(link: LinkMenuTarget, opener: HTMLElement | null): MenuItem[];
  /**
   * The pages windows render, for a part of the app that keeps windows of its own under another
   * account (a deck column reading as another account).
   */
  pages?: WindowPages;
}

export const WindowsContext = createContext<WindowsApi | null>(null);

/** Page windows for any feature: `useWindows().openPageWindow('/@alice')`. */
export function useWindows(): WindowsApi {
  const api = useContext(WindowsContext);
  if (!api) throw new Error('useWindows() needs a <WindowsProvider> above it');
  return api;
}
