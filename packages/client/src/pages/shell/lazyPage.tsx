import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import type { RouteProps } from '@/router';

type PageProps = { params: RouteProps };

/** Bumped by a Retry: pages whose code failed to load before it try once more. */
let retryGeneration = 0;

export function retryFailedPages(): void {
  retryGeneration++;
}

/**
 * A page whose code is its own chunk, loaded on first render (spec 000 §2). A bare React.lazy
 * remembers a failed load forever; this one loads again after retryFailedPages() (the error
 * screen's Retry, or coming back to the entry), and only then, so React's own re-renders of
 * a failed page do not refetch the chunk again and again.
 */
export type LazyPageComponent = ComponentType<PageProps> & {
  /**
   * Starts fetching the page's code without rendering it. Boot calls it for the page being
   * opened, so the chunk downloads while the account is still being checked instead of after
   * (the browser keeps one module instance per URL, so the later render reuses it). Settles
   * when the code is there or failed to load; it never rejects.
   */
  preload(): Promise<void>;
};

export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<PageProps>,
): LazyPageComponent {
  let failedInGeneration: number | null = null;
  // The page's component once its code is here. A page mounted after that renders it
  // directly: React.lazy suspends on its first render even for code already loaded, which
  // shows the loading state for a moment and can hold the page back (React throttles
  // revealing a suspended boundary by up to 300 ms).
  let loaded: ComponentType<PageProps> | null = null;
  const loadAndKeep = async () => {
    loaded ??= pick(await load());
    return loaded;
  };
  const create = (): LazyExoticComponent<ComponentType<PageProps>> =>
    lazy(async () => {
      try {
        return { default: await loadAndKeep() };
      } catch (error) {
        failedInGeneration = retryGeneration;
        throw error;
      }
    });
  let current = create();

  function LazyPage(props: PageProps) {
    // Fixed for the life of this mount: switching from the lazy wrapper to the component
    // would mount the page a second time.
    const [ready] = useState(() => loaded);
    if (ready) {
      const Ready = ready;
      return <Ready {...props} />;
    }
    if (failedInGeneration !== null && failedInGeneration !== retryGeneration) {
      failedInGeneration = null;
      current = create();
    }
    const Page = current;
    return <Page {...props} />;
  }
  LazyPage.preload = () =>
    // A failure here is only a missed head start: rendering loads (and reports) it again.
    loadAndKeep().then(
      () => undefined,
      () => undefined,
    );
  return LazyPage;
}

/**
 * Preloads the page component of a route match, when it is a lazy page. Settles when its
 * code is there (or failed to load); at once for other pages.
 */
export function preloadPageComponent(component: unknown): Promise<void> {
  if (typeof component === 'function' && 'preload' in component && typeof component.preload === 'function')
    return component.preload();
  return Promise.resolve();
}
