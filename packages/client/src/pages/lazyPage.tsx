import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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
   * (the browser keeps one module instance per URL, so the later render reuses it).
   */
  preload(): void;
};

export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<PageProps>,
): LazyPageComponent {
  let failedInGeneration: number | null = null;
  const create = (): LazyExoticComponent<ComponentType<PageProps>> =>
    lazy(async () => {
      try {
        return { default: pick(await load()) };
      } catch (error) {
        failedInGeneration = retryGeneration;
        throw error;
      }
    });
  let current = create();

  function LazyPage(props: PageProps) {
    if (failedInGeneration !== null && failedInGeneration !== retryGeneration) {
      failedInGeneration = null;
      current = create();
    }
    const Page = current;
    return <Page {...props} />;
  }
  LazyPage.preload = () => {
    // A failure here is only a missed head start: rendering loads (and reports) it again.
    load().catch(() => undefined);
  };
  return LazyPage;
}

/** Preloads the page component of a route match, when it is a lazy page. */
export function preloadPageComponent(component: unknown): void {
  if (typeof component === 'function' && 'preload' in component && typeof component.preload === 'function')
    component.preload();
}
