import { useEffect, useState } from 'react';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';

export type Load<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; data: T };

/** Loads once per `key` (the page's URL), dropping answers that arrive after a newer one. */
export function useLoad<T>(key: string, load: () => Promise<T>): [Load<T>, () => void] {
  const i18n = useI18n();
  const [state, setState] = useState<Load<T>>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is rebuilt each render; `key` names what it loads.
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load()
      .then((data) => live && setState({ kind: 'ready', data }))
      .catch((error) => live && setState({ kind: 'failed', message: describeApiError(error, i18n).text }));
    return () => {
      live = false;
    };
  }, [key, version, i18n]);
  return [state, () => setVersion((v) => v + 1)];
}
