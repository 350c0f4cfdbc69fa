import { IconChecks } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useMainChannelEvent } from '@/stream';
import { Button, Notice, useModals } from '@/ui';
import styles from './Notifications.module.css';
import { NotificationView } from './NotificationView';
import type { AnyNotification } from './notificationText';

const PAGE_SIZE = 20;

type Status = 'loading' | 'idle' | 'loadingMore' | 'end' | { error: string };

/** /my/notifications: newest first, live, paginated, with "Mark all as read". */
export function NotificationList() {
  const i18n = useI18n();
  const { api, account, updateMe } = useAccountContext();
  const modals = useModals();
  const [items, setItems] = useState<AnyNotification[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const generation = useRef(0);
  // The unread state shown here follows the main channel while the page is open.

  const load = useCallback(
    (untilId?: string) => {
      const mine = generation.current;
      setStatus(untilId ? 'loadingMore' : 'loading');
      api.call('i/notifications', { limit: PAGE_SIZE, untilId, markAsRead: false }).then(
        (page) => {
          if (generation.current !== mine) return;
          const list = page as unknown as AnyNotification[];
          setItems((previous) => {
            const known = new Set(previous.map((item) => item.id));
            return [...previous, ...list.filter((item) => !known.has(item.id))];
          });
          setStatus(list.length < PAGE_SIZE ? 'end' : 'idle');
        },
        (error: unknown) => {
          if (generation.current === mine) setStatus({ error: describeApiError(error, i18n).text });
        },
      );
    },
    [api, i18n],
  );

  useEffect(() => {
    generation.current += 1;
    setItems([]);
    load();
  }, [load]);

  useMainChannelEvent('notification', (notification) => {
    const item = notification as unknown as AnyNotification;
    setItems((previous) => (previous.some((other) => other.id === item.id) ? previous : [item, ...previous]));
  });

  const markAllRead = () => {
    apiWithDialog(api, 'notifications/mark-all-as-read', {}, { modals }).then(
      () => {
        if (account?.hasUnreadNotification) {
          const { token: _token, origin: _origin, ...me } = account;
          updateMe({ ...me, hasUnreadNotification: false });
        }
      },
      () => {},
    );
  };

  const unread = account?.hasUnreadNotification === true;

  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <p className={styles.unreadState} role="status">
          {unread ? i18n.ts.timelines.notifications.hasUnread : i18n.ts.timelines.notifications.allRead}
        </p>
        <Button size="small" onClick={markAllRead}>
          <IconChecks size={16} aria-hidden="true" />
          {i18n.ts.timelines.notifications.markAllRead}
        </Button>
      </div>
      {status === 'loading' && items.length === 0 && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {typeof status === 'object' && (
        <div className={styles.errorBox}>
          <Notice tone="error">{status.error}</Notice>
          <Button onClick={() => load(items[items.length - 1]?.id)}>{i18n.ts.timelines.retry}</Button>
        </div>
      )}
      {status !== 'loading' && typeof status !== 'object' && items.length === 0 && (
        <p className={styles.muted}>{i18n.ts.timelines.notifications.empty}</p>
      )}
      {items.length > 0 && (
        <ul className={styles.list} aria-label={i18n.ts.timelines.notifications.title}>
          {items.map((item) => (
            <li key={item.id}>
              <NotificationView notification={item} />
            </li>
          ))}
        </ul>
      )}
      {status === 'idle' && items.length > 0 && (
        <Button onClick={() => load(items[items.length - 1]?.id)}>
          {i18n.ts.timelines.notifications.loadMore}
        </Button>
      )}
      {status === 'loadingMore' && <p className={styles.muted}>{i18n.ts.loading}</p>}
    </div>
  );
}
