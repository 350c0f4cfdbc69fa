import { useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { formatBytes } from '@/features/notes/media';
import { useI18n } from '@/i18n';
import { useChannel } from '@/stream';
import styles from './Drive.module.css';

/** Used and total space of the drive (`drive`), as a bar; refreshed when files come and go. */
export function DriveCapacity() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [usage, setUsage] = useState<{ capacity: number; usage: number } | null>(null);
  const [version, setVersion] = useState(0);
  const labelId = useId();
  useEffect(() => {
    let live = true;
    void version;
    api
      .call('drive', {})
      .then((answer) => live && setUsage(answer))
      .catch(() => {
        // The bar simply stays away; the drive itself still works.
      });
    return () => {
      live = false;
    };
  }, [api, version]);
  const bump = () => setVersion((v) => v + 1);
  useChannel('drive', { fileCreated: bump, fileDeleted: bump });
  if (!usage) return null;
  const text = i18n.t('drive.capacity', {
    used: formatBytes(usage.usage, i18n.lang),
    total: formatBytes(usage.capacity, i18n.lang),
  });
  return (
    <div className={styles.capacity}>
      <span id={labelId}>{text}</span>
      <meter
        aria-labelledby={labelId}
        min={0}
        max={Math.max(usage.capacity, 1)}
        value={usage.usage}
        high={usage.capacity * 0.9}
      />
    </div>
  );
}
