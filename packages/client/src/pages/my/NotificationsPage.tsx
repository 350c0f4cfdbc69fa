import { NotificationList } from '@/features/notifications';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';

/** /my/notifications (spec 000 §3 notification types). */
export function NotificationsPage() {
  const i18n = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.timelines.notifications.title}</h1>
      <NotificationList />
    </div>
  );
}
