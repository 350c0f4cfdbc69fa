import { createContext, useContext } from 'react';

export interface WindowsApi {
  /**
   * Opens an in-app path (with query and hash) in a page window with its own history.
   * Focus returns to `opener` (default: the focused element) when the window closes.
   */
  openPageWindow(path: string, options?: { opener?: HTMLElement | null }): void;
}

export const WindowsContext = createContext<WindowsApi | null>(null);

/** Page windows for any feature: `useWindows().openPageWindow('/@alice')`. */
export function useWindows(): WindowsApi {
  const api = useContext(WindowsContext);
  if (!api) throw new Error('useWindows() needs a <WindowsProvider> above it');
  return api;
}
