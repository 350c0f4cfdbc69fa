import { useI18n } from '@/i18n';
import { Button, Notice } from '@/ui';
import styles from './Explore.module.css';
import type { ListState } from './useExploreList';

/** Loading, empty and failed states of an explore list; renders nothing once there are items. */
export function ExploreStatus<T>({
  state,
  retry,
  emptyText,
}: {
  state: ListState<T>;
  retry: () => void;
  emptyText: string;
}) {
  const i18n = useI18n();
  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'error') {
    return (
      <div className={styles.errorBox}>
        <Notice tone="error">{state.message}</Notice>
        <Button onClick={retry}>{i18n.ts.timelines.retry}</Button>
      </div>
    );
  }
  if (state.items.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return null;
}
