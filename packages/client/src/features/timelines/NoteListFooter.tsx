import { useEffect, useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, Notice } from '@/ui';
import styles from './Timeline.module.css';

/** Where a note list stands with its older pages. */
export type ListStatus = 'loading' | 'idle' | 'loadingMore' | 'end' | { error: string };

/** What the footer shows and does, handed to it through the virtual list's `context`. */
export interface FooterContext {
  status: ListStatus;
  onLoadMore(): void;
  onRetry(): void;
}

/**
 * The virtual list's Footer: one component for the module's life. A component made in the
 * list's render would be a new type each render, so React would remount the footer every time
 * the list re-renders (a note arriving, the account read after start-up): "Load more" lost the
 * keyboard focus and the offline watch started over. What changes comes through `context`.
 */
export function VirtualListFooter({ context }: { context?: FooterContext }) {
  return context ? <NoteListFooter {...context} /> : null;
}

/**
 * Under the last note: loading, the "load more" button, or the error with a retry. Offline, a
 * failed older page is no error to act on (the notice at the top says the device is offline): it
 * says the older notes come with the network, and asks for them when the browser is online again.
 */
export function NoteListFooter(props: { status: ListStatus; onLoadMore(): void; onRetry(): void }) {
  const i18n = useI18n();
  const { status, onRetry } = props;
  const failed = typeof status === 'object';
  const offline = useOffline(failed);
  useEffect(() => {
    if (!failed || !offline) return;
    window.addEventListener('online', onRetry, { once: true });
    return () => window.removeEventListener('online', onRetry);
  }, [failed, offline, onRetry]);
  return (
    <div className={styles.footer}>
      {status === 'loadingMore' && <span role="status">{i18n.ts.loading}</span>}
      {status === 'idle' && (
        // Loading starts by itself near the end (unless enableInfiniteScroll is off);
        // the button is for keyboards and for when the end is already on screen.
        <Button size="small" onClick={props.onLoadMore}>
          {i18n.ts.timelines.loadMore}
        </Button>
      )}
      {failed && offline && <Notice tone="info">{i18n.ts.timelines.olderWhenOnline}</Notice>}
      {failed && !offline && (
        <>
          <Notice tone="error">{status.error}</Notice>
          <Button onClick={onRetry}>{i18n.ts.timelines.retry}</Button>
        </>
      )}
    </div>
  );
}

/** Whether the browser says it is offline, followed while `watch` is true. */
function useOffline(watch: boolean): boolean {
  const [offline, setOffline] = useState(() => navigator.onLine === false);
  useEffect(() => {
    if (!watch) return;
    const update = () => setOffline(navigator.onLine === false);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [watch]);
  return offline;
}
