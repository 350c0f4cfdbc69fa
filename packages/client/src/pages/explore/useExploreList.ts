import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';

export type ListState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; items: T[] }
  | { kind: 'error'; message: string };

/** Loads one list for an explore tab; `retry` asks again after an error. */
export function useExploreList<T>(fetch: () => Promise<T[]>): [ListState<T>, () => void] {
  const i18n = useI18n();
  const [state, setState] = useState<ListState<T>>({ kind: 'loading' });
  // Answers of an older request (fetch changed, or a retry) must not overwrite a newer one.
  const generation = useRef(0);
  const load = useCallback(() => {
    const mine = ++generation.current;
    setState({ kind: 'loading' });
    fetch().then(
      (items) => {
        if (generation.current === mine) setState({ kind: 'ready', items });
      },
      (error: unknown) => {
        if (generation.current === mine)
          setState({ kind: 'error', message: describeApiError(error, i18n).text });
      },
    );
  }, [fetch, i18n]);
  useEffect(load, [load]);
  return [state, load];
}
