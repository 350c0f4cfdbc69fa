import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { entryKeyOf, type RouterHistory } from '@/router';

const EntryKeyContext = createContext<string | null>(null);

/** Hands the current history entry's key to the route view, which keeps pages per entry. */
export function EntryKeyProvider({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const key = useSyncExternalStore(history.listen, history.currentKey, history.currentKey);
  return <EntryKeyContext.Provider value={key}>{children}</EntryKeyContext.Provider>;
}

/**
 * The key of the history entry on screen. Without a provider, the browser's history.state
 * (where the router's browser history keeps it), else the URL: one entry per address.
 */
export function useEntryKey(url: string): string {
  const provided = useContext(EntryKeyContext);
  if (provided !== null) return provided;
  return (typeof window !== 'undefined' ? entryKeyOf(window.history.state) : null) ?? url;
}
