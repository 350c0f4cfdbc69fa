import { createEntryKey, entryKeyOf, withEntryKey } from './entryKeys';

/** Where the router reads and writes the address: the browser, or memory in tests. */
export interface RouterHistory {
  /** The current in-app URL: path (without the base path), search and hash. */
  current(): string;
  /** The key of the current history entry (a new one per push; kept by replace). */
  currentKey(): string;
  push(url: string): void;
  replace(url: string): void;
  listen(listener: () => void): () => void;
}

/** Strips the base path ('/' by default) so routes never know where the app is mounted. */
export function stripBase(pathname: string, base: string): string | null {
  const normalized = base.endsWith('/') ? base.slice(0, -1) : base;
  if (normalized === '') return pathname;
  if (pathname === normalized) return '/';
  return pathname.startsWith(`${normalized}/`) ? pathname.slice(normalized.length) : null;
}

export function createBrowserHistory(base: string = import.meta.env.BASE_URL): RouterHistory {
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  // The router restores scroll positions itself, by entry key.
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // The entry the app was opened on gets a key too (keeping the URL and any other state).
  if (entryKeyOf(window.history.state) === null)
    window.history.replaceState(
      withEntryKey(window.history.state, createEntryKey()),
      '',
      window.location.href,
    );
  window.addEventListener('popstate', emit);

  const currentKey = () => {
    const key = entryKeyOf(window.history.state);
    if (key !== null) return key;
    // Someone replaced the state without our key: give the entry a fresh one.
    const fresh = createEntryKey();
    window.history.replaceState(withEntryKey(window.history.state, fresh), '', window.location.href);
    return fresh;
  };

  return {
    current: () => {
      const path = stripBase(window.location.pathname, base) ?? window.location.pathname;
      return `${path}${window.location.search}${window.location.hash}`;
    },
    currentKey,
    push(url) {
      window.history.pushState(withEntryKey(null, createEntryKey()), '', `${prefix}${url}`);
      emit();
    },
    replace(url) {
      window.history.replaceState(withEntryKey(null, currentKey()), '', `${prefix}${url}`);
      emit();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface MemoryHistory extends RouterHistory {
  entries: string[];
  /** One key per entry, parallel to `entries`. */
  keys: string[];
  /** Goes back one entry, like the browser's back button (for tests). */
  back(): void;
}

export function createMemoryHistory(initial = '/'): MemoryHistory {
  const entries = [initial];
  const keys = [createEntryKey()];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    entries,
    keys,
    current: () => entries.at(-1) ?? '/',
    currentKey: () => keys.at(-1) ?? '',
    push(url) {
      entries.push(url);
      keys.push(createEntryKey());
      emit();
    },
    replace(url) {
      entries[entries.length - 1] = url;
      emit();
    },
    back() {
      if (entries.length < 2) return;
      entries.pop();
      keys.pop();
      emit();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
