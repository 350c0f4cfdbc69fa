import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { RouterHistory } from './history';
import { matchRoute, type RouteDef, type RouteMatch } from './matcher';

export interface NavigateOptions {
  replace?: boolean;
}

export interface RouterState<C = unknown> {
  /** The current in-app URL (path, search, hash). */
  url: string;
  /** The matched route, or null for the not-found screen. */
  match: RouteMatch<C> | null;
  /** An error while matching (a redirect loop): the error screen. */
  error: Error | null;
  navigate(to: string, options?: NavigateOptions): void;
  base: string;
}

const RouterContext = createContext<RouterState | null>(null);

export interface RouterProviderProps<C> {
  routes: RouteDef<C>[];
  history: RouterHistory;
  base?: string;
  children: ReactNode;
}

export function RouterProvider<C>({ routes, history, base = '/', children }: RouterProviderProps<C>) {
  const url = useSyncExternalStore(history.listen, history.current, history.current);
  const navigate = useCallback(
    (to: string, options: NavigateOptions = {}) => {
      if (options.replace) history.replace(to);
      else history.push(to);
      // A new page starts at the top; pushing the same path does so too (spec 000 §2).
      if (!options.replace && typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
    },
    [history],
  );
  const state = useMemo((): RouterState<C> => {
    try {
      return { url, match: matchRoute(routes, url), error: null, navigate, base };
    } catch (error) {
      return {
        url,
        match: null,
        error: error instanceof Error ? error : new Error(String(error)),
        navigate,
        base,
      };
    }
  }, [url, routes, navigate, base]);
  return <RouterContext.Provider value={state as RouterState}>{children}</RouterContext.Provider>;
}

export function useRouter<C = unknown>(): RouterState<C> {
  const state = useContext(RouterContext);
  if (!state) throw new Error('useRouter() needs a <RouterProvider> above it');
  return state as RouterState<C>;
}

/** The current route match (null on not-found) and URL. */
export function useRoute<C = unknown>(): Pick<RouterState<C>, 'match' | 'url' | 'error'> {
  const { match, url, error } = useRouter<C>();
  return { match, url, error };
}

export function useNavigate(): RouterState['navigate'] {
  return useRouter().navigate;
}
