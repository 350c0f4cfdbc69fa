import { useI18n } from '@/i18n';
import { Button, Notice } from '@/ui';
import styles from './Timeline.module.css';

/** Where a note list stands with its older pages. */
export type ListStatus = 'loading' | 'idle' | 'loadingMore' | 'end' | { error: string };

/** Under the last note: loading, the "load more" button, or the error with a retry. */
export function NoteListFooter(props: { status: ListStatus; onLoadMore(): void; onRetry(): void }) {
  const i18n = useI18n();
  const { status } = props;
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
      {typeof status === 'object' && (
        <>
          <Notice tone="error">{status.error}</Notice>
          <Button onClick={props.onRetry}>{i18n.ts.timelines.retry}</Button>
        </>
      )}
    </div>
  );
}
