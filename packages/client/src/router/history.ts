/** Where the router reads and writes the address: the browser, or memory in tests. */
export interface RouterHistory {
  /** The current in-app URL: path (without the base path), search and hash. */
  current(): string;
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
  window.addEventListener('popstate', emit);
  return {
    current: () => {
      const path = stripBase(window.location.pathname, base) ?? window.location.pathname;
      return `${path}${window.location.search}${window.location.hash}`;
    },
    push(url) {
      window.history.pushState(null, '', `${prefix}${url}`);
      emit();
    },
    replace(url) {
      window.history.replaceState(null, '', `${prefix}${url}`);
      emit();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createMemoryHistory(initial = '/'): RouterHistory & { entries: string[] } {
  const entries = [initial];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    entries,
    current: () => entries.at(-1) ?? '/',
    push(url) {
      entries.push(url);
      emit();
    },
    replace(url) {
      entries[entries.length - 1] = url;
      emit();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
