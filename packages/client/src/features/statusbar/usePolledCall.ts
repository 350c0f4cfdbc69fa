import { useEffect, useState } from 'react';

export type Polled<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * `load` now and every `intervalSec` while shown, again from the start when `key` changes. A
 * failure after a first answer keeps that answer: a feed host that blinks should not blank a bar.
 */
export function usePolledCall<T>(key: string | null, load: () => Promise<T>, intervalSec: number): Polled<T> {
  const [polled, setPolled] = useState<Polled<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is built anew each render; key names what it asks.
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setPolled({ state: 'loading' });
    const ask = () =>
      load().then(
        (value) => live && setPolled({ state: 'ready', value }),
        () => live && setPolled((current) => (current.state === 'ready' ? current : { state: 'failed' })),
      );
    void ask();
    const timer = setInterval(ask, intervalSec * 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [key, intervalSec]);
  return polled;
}
