import { useEffect, useMemo, useRef } from 'react';
import { useSetting } from '@/settings';
import { PositionSaver, readPosition } from './readingPosition';

export interface ReadingPosition {
  /** The note to open at, when the timeline has a position from the last day and it is on. */
  saved(): string | undefined;
  /** The note now at the top of the reader's screen (saved at most once a second). */
  note(id: string): void;
  /** Writes what waits now (the page is going away). */
  flush(): void;
}

/**
 * A timeline's remembered reading position, under `key` (none without one), while the
 * `rememberReadingPosition` setting is on. What waits is written when the list goes away and
 * by `flush`, which the list calls on pagehide (a reload, a closed tab, the back-forward cache)
 * after noting what is on screen then.
 */
export function useReadingPosition(key: string | undefined): ReadingPosition {
  const [enabled] = useSetting('rememberReadingPosition');
  const current = useRef({ key, enabled });
  current.current = { key, enabled };
  const saver = useMemo(() => new PositionSaver(), []);

  useEffect(() => {
    if (!enabled) saver.drop();
  }, [enabled, saver]);

  useEffect(() => () => saver.flush(), [saver]);

  return useMemo(
    () => ({
      saved: () => {
        const { key: at, enabled: on } = current.current;
        return on && at ? readPosition(at, Date.now())?.id : undefined;
      },
      note: (id) => {
        const { key: at, enabled: on } = current.current;
        if (on && at) saver.note(at, id);
      },
      flush: () => saver.flush(),
    }),
    [saver],
  );
}
