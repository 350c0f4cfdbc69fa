import { type DependencyList, useEffect, useState } from 'react';
import { describeApiError, isApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from './Page.module.css';

/** What a page showing one thing from the server (a clip, a list, a channel) is at. */
export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

/**
 * Loads the page's one thing again whenever `deps` change. Misskey's "no such …" error
 * (`notFoundCode`) becomes notFound, any other failure its description; an answer that comes
 * after the page moved on is dropped. `set` replaces the value after a change made on the page.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  notFoundCode: string,
  deps: DependencyList,
): [Loaded<T>, (value: T) => void] {
  const i18n = useI18n();
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what `load` reads.
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load().then(
      (value) => live && setState({ kind: 'ready', value }),
      (error) => {
        if (!live) return;
        if (isApiError(error) && error.code === notFoundCode) setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, notFoundCode, i18n]);
  return [state, (value: T) => setState({ kind: 'ready', value })];
}

/** What a page shows until its thing is ready: loading, the failure, or a not-found title and text. */
export function LoadingState({
  state,
  title,
  notFoundText,
}: {
  state: Exclude<Loaded<unknown>, { kind: 'ready' }>;
  title: string;
  notFoundText: string;
}) {
  const i18n = useI18n();
  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;
  return (
    <div className={styles.center}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.muted}>{notFoundText}</p>
    </div>
  );
}
