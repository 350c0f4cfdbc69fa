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
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<PageProps>,
): ComponentType<PageProps> {
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
  return LazyPage;
}
