import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import {
  isNotificationHidden,
  NoteMutesScope,
  useAccountNoteMutes,
  useRelationVersion,
} from '@/features/mutes';
import {
  type AnyNotification,
  mergeMissed,
  NotificationView,
  useMissedNotifications,
} from '@/features/notifications';
import { useI18n } from '@/i18n';
import { useMainChannelEvent } from '@/stream';
import styles from '../Widgets.module.css';

const SHOWN = 10;

const asMutable = (item: AnyNotification) => item as unknown as Parameters<typeof isNotificationHidden>[0];

/** The newest notifications; new ones arrive from the main channel. Reading here marks nothing read. */
export default function Notifications() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [items, setItems] = useState<AnyNotification[] | null>(null);
  const mutes = useAccountNoteMutes();
  useRelationVersion();
  // Bumped to read the newest page again (after a reconnect that missed more than it shows).
  const [reading, setReading] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `reading` reads the page again.
  useEffect(() => {
    let live = true;
    api.call('i/notifications', { limit: SHOWN, markAsRead: false }).then(
      (page) => live && setItems(page as unknown as AnyNotification[]),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [api, reading]);
  useMissedNotifications({
    newestId: items?.[0]?.id,
    limit: SHOWN,
    read: (sinceId) => api.call('i/notifications', { limit: SHOWN, sinceId, markAsRead: false }),
    add: (missed) => setItems((current) => mergeMissed(current ?? [], missed).slice(0, SHOWN)),
    reload: () => setReading((count) => count + 1),
  });
  useMainChannelEvent('notification', (notification) => {
    const item = notification as unknown as AnyNotification;
    setItems((current) => [item, ...(current ?? []).filter((entry) => entry.id !== item.id)].slice(0, SHOWN));
  });
  if (items === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  const shown = items.filter((item) => !isNotificationHidden(asMutable(item), mutes));
  if (shown.length === 0) return <p className={styles.muted}>{i18n.ts.widgets.noNotifications}</p>;
  return (
    <NoteMutesScope mutes={mutes}>
      <div className={styles.scrollBox}>
        {shown.map((item) => (
          <NotificationView key={item.id} notification={item} />
        ))}
      </div>
    </NoteMutesScope>
  );
}
