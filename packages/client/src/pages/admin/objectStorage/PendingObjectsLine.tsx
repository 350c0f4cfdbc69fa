import { useEffect, useState } from 'react';
import type { AccountApi } from '@/api';
import { useI18n } from '@/i18n';
import styles from '../settings/ServerSettings.module.css';

/** Shiori's own endpoint (misskey-js does not declare it): called untyped. */
type LooseCall = (endpoint: string, params: Record<string, unknown>) => Promise<unknown>;

interface Elsewhere {
  bucket: string | null;
  count: number;
}

/** The answer's buckets other than the one set now, each well formed (others are skipped). */
function elsewhereOf(answer: unknown): Elsewhere[] {
  const list = (answer as { elsewhere?: unknown } | null)?.elsewhere;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Elsewhere =>
      typeof item?.count === 'number' && (item.bucket === null || typeof item.bucket === 'string'),
  );
}

/**
 * How many bucket objects wait for the server's sweep to delete them (left by a crash during
 * an upload, or a delete the bucket refused), and which of them are in a bucket the settings no
 * longer name: those wait for settings naming it again, which an administrator who switched
 * buckets needs to know. Nothing is shown while none wait, or when the count cannot be read.
 */
export function PendingObjectsLine({ api }: { api: AccountApi }) {
  const i18n = useI18n();
  const [count, setCount] = useState(0);
  const [elsewhere, setElsewhere] = useState<Elsewhere[]>([]);
  useEffect(() => {
    let live = true;
    (api.call as unknown as LooseCall)('admin/object-storage/pending', {}).then(
      (answer) => {
        const n = (answer as { count?: unknown } | null)?.count;
        if (!live || typeof n !== 'number') return;
        setCount(n);
        setElsewhere(elsewhereOf(answer));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (count === 0) return null;
  const t = i18n.ts.adminObjectStorage;
  return (
    <>
      <p className={styles.muted}>{i18n.t('adminObjectStorage.pendingObjects', { count })}</p>
      {elsewhere.length > 0 && (
        <ul className={styles.muted} aria-label={t.elsewhereTitle}>
          {elsewhere.map((item) => (
            <li key={item.bucket ?? ''}>
              {i18n.t('adminObjectStorage.elsewhere', {
                count: item.count,
                bucket: item.bucket ?? t.unknownBucket,
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
