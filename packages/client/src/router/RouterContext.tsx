import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { ScrollMemory } from './entryKeys';
import type { RouterHistory } from './history';
import { matchRoute, type RouteDef, type RouteMatch } from './matcher';
import { isSameUrl, needsFullPageLoad } from './navigation';

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
  /** How a real page load is made (location.assign); replaceable in tests. */
  loadPage?: (href: string) => void;
  /**
   * The element this router scrolls (to the top on a push, back to the remembered position on
   * back/forward). Absent for the main view, which scrolls the document; a page window passes
   * its own content box so that navigating in it never moves the page behind it.
   */
  scrollElement?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

interface Scroller {
  top(): number;
  scrollTo(top: number): void;
  target(): EventTarget | null;
}

function scrollerFor(element: RefObject<HTMLElement | null> | undefined): Scroller {
  if (element) {
    return {
      top: () => element.current?.scrollTop ?? 0,
      scrollTo: (top) => element.current?.scrollTo?.({ top }),
      target: () => element.current,
    };
  }
  return {
    top: () => window.scrollY,
    scrollTo: (top) => window.scrollTo?.({ top }),
    target: () => window,
  };
}

const assignLocation = (href: string) => window.location.assign(href);

export function RouterProvider<C>({
  routes,
  history,
  base = '/',
  loadPage = assignLocation,
  scrollElement,
  children,
}: RouterProviderProps<C>) {
  const scroller = useMemo(() => scrollerFor(scrollElement), [scrollElement]);
  const url = useSyncExternalStore(history.listen, history.current, history.current);
  const entryKey = useSyncExternalStore(history.listen, history.currentKey, history.currentKey);
  const scrollMemory = useRef(new ScrollMemory());
  // Set by navigate(): the next entry change is ours (start at the top), not back/forward.
  const pushed = useRef(false);
  // The first render keeps the browser's position (a reload, or a #hash target).
  const mounted = useRef(false);

  // Keep the position of the entry on screen, so it can be restored when coming back to it.
  useEffect(() => {
    const target = scroller.target();
    const onScroll = () => scrollMemory.current.remember(history.currentKey(), scroller.top());
    target?.addEventListener('scroll', onScroll, { passive: true });
    return () => target?.removeEventListener('scroll', onScroll);
  }, [history, scroller]);

  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const top = pushed.current ? 0 : scrollMemory.current.recall(entryKey);
    pushed.current = false;
    scroller.scrollTo(top);
  }, [entryKey, scroller]);

  const navigate = useCallback(
    (to: string, options: NavigateOptions = {}) => {
      if (needsFullPageLoad(routes as RouteDef[], to)) {
        loadPage(`${base.replace(/\/$/, '')}${to}`);
        return;
      }
      if (options.replace) {
        history.replace(to);
        return;
      }
      // Pushing the current URL again only scrolls to the top (spec 000 §2): no new entry.
      if (isSameUrl(to, history.current())) {
        scroller.scrollTo(0);
        return;
      }
      scrollMemory.current.remember(history.currentKey(), scroller.top());
      pushed.current = true;
      history.push(to);
    },
    [history, routes, base, loadPage, scroller],
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

/**
 * Below it, `navigate` does something else (a deck column opening pages in windows); the route
 * state stays the outer router's. Links and useNavigate pick it up without knowing.
 */
export function NavigateOverride({
  navigate,
  children,
}: {
  navigate: RouterState['navigate'];
  children: ReactNode;
}) {
  const outer = useRouter();
  const value = useMemo(() => ({ ...outer, navigate }), [outer, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The current route match (null on not-found) and URL. */
export function useRoute<C = unknown>(): Pick<RouterState<C>, 'match' | 'url' | 'error'> {
  const { match, url, error } = useRouter<C>();
  return { match, url, error };
}

export function useNavigate(): RouterState['navigate'] {
  return useRouter().navigate;
}
