import { IconChecks } from '@tabler/icons-react';
import type { Endpoints } from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog, describeApiError } from '@/api';
import {
  isNotificationHidden,
  NoteMutesScope,
  useAccountNoteMutes,
  useRelationVersion,
} from '@/features/mutes';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { useMainChannelEvent } from '@/stream';
import { Button, Notice, useModals } from '@/ui';
import { mergeMissed, useMissedNotifications } from './catchUp';
import { NotificationFilterMenu } from './NotificationFilterMenu';
import styles from './Notifications.module.css';
import { NotificationView } from './NotificationView';
import { excludeTypesParam, isShown } from './notificationFilter';
import { type AnyNotification, NOTIFICATION_KINDS } from './notificationText';
import { holdNotificationPopups } from './popups/popupHold';

type ExcludeTypes = NonNullable<Endpoints['i/notifications']['req']['excludeTypes']>;

const PAGE_SIZE = 20;

/** The notification as the server sends it: its user and note are whole (ids, userId). */
const asMutable = (item: AnyNotification) => item as unknown as Parameters<typeof isNotificationHidden>[0];

type Status = 'loading' | 'idle' | 'loadingMore' | 'end' | { error: string };

export interface NotificationListProps {
  /**
   * The types hidden and where the Filter menu's changes go: by default the device's
   * notificationExcludeTypes setting; a deck column keeps its own (Misskey's excludeTypes).
   */
  exclude?: { types: string[]; onChange(types: string[]): void };
  /** While mounted, no pop-ups for this account: the list shows the arrivals (a deck column). */
  holdsPopups?: boolean;
}

/** /my/notifications: newest first, live, paginated, filtered by type, with "Mark all as read". */
export function NotificationList({ exclude, holdsPopups = false }: NotificationListProps = {}) {
  const i18n = useI18n();
  const { api, account, updateMe } = useAccountContext();
  const modals = useModals();
  const [items, setItems] = useState<AnyNotification[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const generation = useRef(0);
  const [savedExcluded, setSavedExcluded] = useSetting('notificationExcludeTypes');
  const excluded = exclude?.types ?? savedExcluded;
  const accountId = account?.id ?? null;
  useEffect(
    () => (holdsPopups && accountId ? holdNotificationPopups(accountId) : undefined),
    [holdsPopups, accountId],
  );
  const setExcluded = exclude?.onChange ?? setSavedExcluded;
  // A string key, so the list reloads when the choice changes, not when the array is rebuilt.
  const excludeKey = excludeTypesParam(excluded)?.join(',') ?? '';
  // Misskey's useGroupedNotifications: neighbouring reactions and renotes of one note as one.
  const [grouped] = useSetting('useGroupedNotifications');
  const endpoint = grouped ? 'i/notifications-grouped' : 'i/notifications';
  // The unread state shown here follows the main channel while the page is open.

  const load = useCallback(
    (untilId?: string) => {
      const mine = generation.current;
      setStatus(untilId ? 'loadingMore' : 'loading');
      const excludeTypes = excludeKey ? (excludeKey.split(',') as ExcludeTypes) : undefined;
      api.call(endpoint, { limit: PAGE_SIZE, untilId, markAsRead: false, excludeTypes }).then(
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
    [api, i18n, excludeKey, endpoint],
  );

  useEffect(() => {
    generation.current += 1;
    setItems([]);
    load();
  }, [load]);

  useMainChannelEvent('notification', (notification) => {
    const item = notification as unknown as AnyNotification;
    if (!isShown(item, excluded)) return;
    setItems((previous) => (previous.some((other) => other.id === item.id) ? previous : [item, ...previous]));
  });

  useMissedNotifications({
    newestId: items[0]?.id,
    limit: PAGE_SIZE,
    read: (sinceId) => {
      const excludeTypes = excludeKey ? (excludeKey.split(',') as ExcludeTypes) : undefined;
      const mine = generation.current;
      // An answer for a filter or grouping changed since adds nothing (the list was read again).
      return api
        .call(endpoint, { limit: PAGE_SIZE, sinceId, markAsRead: false, excludeTypes })
        .then((page) => (generation.current === mine ? page : []));
    },
    add: (missed) => setItems((previous) => mergeMissed(previous, missed)),
    reload: () => {
      generation.current += 1;
      setItems([]);
      load();
    },
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
  // Checked here too: a server may not know a type (loginBonus) and ignore it in excludeTypes.
  // Word mutes and this tab's mutes and blocks apply to notifications too (the server's filter
  // starts with the next page; a real Misskey server never filters word mutes).
  const mutes = useAccountNoteMutes();
  useRelationVersion();
  const shown = items.filter(
    (item) => isShown(item, excluded) && !isNotificationHidden(asMutable(item), mutes),
  );
  const emptyText =
    excluded.length >= NOTIFICATION_KINDS.length
      ? i18n.ts.notificationFilter.everythingHidden
      : excluded.length > 0
        ? i18n.ts.notificationFilter.nothingMatches
        : i18n.ts.timelines.notifications.empty;

  return (
    <NoteMutesScope mutes={mutes}>
      <div className={styles.wrap}>
        <div className={styles.toolbar}>
          <p className={styles.unreadState} role="status">
            {unread ? i18n.ts.timelines.notifications.hasUnread : i18n.ts.timelines.notifications.allRead}
          </p>
          <div className={styles.toolbarActions}>
            <NotificationFilterMenu excluded={excluded} onChange={setExcluded} />
            <Button size="small" onClick={markAllRead}>
              <IconChecks size={16} aria-hidden="true" />
              {i18n.ts.timelines.notifications.markAllRead}
            </Button>
          </div>
        </div>
        {status === 'loading' && items.length === 0 && <p className={styles.muted}>{i18n.ts.loading}</p>}
        {typeof status === 'object' && (
          <div className={styles.errorBox}>
            <Notice tone="error">{status.error}</Notice>
            <Button onClick={() => load(items[items.length - 1]?.id)}>{i18n.ts.timelines.retry}</Button>
          </div>
        )}
        {status !== 'loading' && typeof status !== 'object' && shown.length === 0 && (
          <p className={styles.muted}>{emptyText}</p>
        )}
        {shown.length > 0 && (
          <ul className={styles.list} aria-label={i18n.ts.timelines.notifications.title}>
            {shown.map((item) => (
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
    </NoteMutesScope>
  );
}
