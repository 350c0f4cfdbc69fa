import { useEffect, useState } from 'react';
import type { AccountApi } from '@/api';
import { useI18n } from '@/i18n';
import styles from '../settings/ServerSettings.module.css';

/** Shiori's own endpoint (misskey-js does not declare it): called untyped. */
type LooseCall = (endpoint: string, params: Record<string, unknown>) => Promise<unknown>;

/**
 * How many bucket objects wait for the server's sweep to delete them (left by a crash during
 * an upload, or a delete the bucket refused). Nothing is shown while there are none, or when
 * the count cannot be read: the line only matters when objects are waiting.
 */
export function PendingObjectsLine({ api }: { api: AccountApi }) {
  const i18n = useI18n();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    (api.call as unknown as LooseCall)('admin/object-storage/pending', {}).then(
      (answer) => {
        const n = (answer as { count?: unknown } | null)?.count;
        if (live && typeof n === 'number') setCount(n);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (count === 0) return null;
  return <p className={styles.muted}>{i18n.t('adminObjectStorage.pendingObjects', { count })}</p>;
}
