import { useEffect, useState } from 'react';

/**
 * A server figure asked for at once and again every `intervalMs` while the widget is shown.
 * `failed` is true when the first answer never came; a later failure keeps the last value.
 */
export function usePolled<T>(
  load: () => Promise<T>,
  intervalMs: number,
): { value: T | null; failed: boolean } {
  const [state, setState] = useState<{ value: T | null; failed: boolean }>({ value: null, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is built anew each render; the interval owns it.
  useEffect(() => {
    let live = true;
    const ask = () =>
      load().then(
        (value) => live && setState({ value, failed: false }),
        () =>
          live && setState((current) => (current.value === null ? { value: null, failed: true } : current)),
      );
    void ask();
    const timer = setInterval(ask, intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [intervalMs]);
  return state;
}
