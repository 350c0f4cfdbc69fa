import { type ComponentType, memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { NoteView } from '@/features/notes';
import type { MountQueue } from './mountQueue';
import styles from './Timeline.module.css';

/** How a list decides whether a note it brings into range is built now or queued. */
export interface ItemBuilder {
  queue: MountQueue;
  /** Notes this list has built before: built again at once. */
  built: Set<string>;
  /** True while the reader is scrolling down (a scroll event in the last moments). */
  scrolling(): boolean;
  /**
   * The height of the last note measured, which a queued row takes meanwhile. The virtual list
   * guesses a row it has not measured from the one before it; a placeholder of another height
   * would make it correct the scroll offset later, which stops a smooth scroll.
   */
  lastHeight: number | null;
  /** Reports built rows' heights into lastHeight after layout (reading them would force one). */
  sizes: ResizeObserver | null;
}

/** An ItemBuilder with its queue and its size observer (none where ResizeObserver is missing). */
export function createItemBuilder(queue: MountQueue, scrolling: () => boolean): ItemBuilder {
  const builder: ItemBuilder = { queue, built: new Set(), scrolling, lastHeight: null, sizes: null };
  if (typeof ResizeObserver === 'function') {
    builder.sizes = new ResizeObserver((entries) => {
      const last = entries[entries.length - 1];
      const height = last?.borderBoxSize?.[0]?.blockSize;
      if (height) builder.lastHeight = height;
    });
  }
  return builder;
}

/**
 * One row of a note list. A note that first comes into range while the list is scrolling down
 * is queued and shows an empty row until its turn (a few ms later); otherwise it is built at
 * once, as on the first page and for streamed notes at the top (those join in batches,
 * arrivalBatch.ts; queuing them too was tried and gave more script for no fewer long tasks).
 */
export const NoteListItem = memo(function NoteListItem({
  id,
  builder,
  above: Above,
}: {
  id: string;
  builder: ItemBuilder;
  above?: ComponentType<{ noteId: string }>;
}) {
  const [ready, setReady] = useState(() => builder.built.has(id) || !builder.scrolling());
  const row = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const element = row.current;
    if (!ready || !element || !builder.sizes) return;
    builder.sizes.observe(element);
    return () => builder.sizes?.unobserve(element);
  }, [ready, builder]);
  useEffect(() => {
    if (ready) {
      builder.built.add(id);
      return;
    }
    // flushSync: each note is rendered and committed in the queue's task, not batched into
    // one render with every other note set ready in the same task.
    return builder.queue.enqueue(() => flushSync(() => setReady(true)));
  }, [ready, id, builder]);
  return (
    <div className={styles.item} data-note-id={id} ref={row}>
      {ready ? (
        <>
          {Above && <Above noteId={id} />}
          <NoteView noteId={id} />
        </>
      ) : (
        <div
          className={styles.unbuilt}
          style={builder.lastHeight ? { height: builder.lastHeight - 1 } : undefined}
        />
      )}
    </div>
  );
});
