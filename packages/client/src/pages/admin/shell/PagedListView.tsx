import type { ReactNode } from 'react';
import { useI18n } from '@/i18n';
import { Button, Notice } from '@/ui';
import styles from './adminList.module.css';
import type { PagedList } from './usePagedList';

type Props<T> = {
  list: PagedList<T>;
  /** The list's accessible name. */
  label: string;
  /** Said when the query finds nothing. */
  empty: string;
  loadMoreLabel: string;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
};

/** An admin list's states in one place: the error, loading, nothing found, the rows, "load more". */
export function PagedListView<T>({ list, label, empty, loadMoreLabel, children }: Props<T>) {
  const i18n = useI18n();
  const { items, error, more } = list;
  return (
    <>
      {error && <Notice tone="error">{error}</Notice>}
      {!items && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {items?.length === 0 && <p className={styles.muted}>{empty}</p>}
      {items && items.length > 0 && (
        <ul className={styles.list} aria-label={label}>
          {items.map(children)}
        </ul>
      )}
      {more && (
        <div>
          <Button onClick={() => void list.loadMore()}>{loadMoreLabel}</Button>
        </div>
      )}
    </>
  );
}
