import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import styles from '../Widgets.module.css';
import { usePolled } from './usePolled';

/** The count covers a 10-minute window and Misskey caches it for a minute: asking more often shows nothing new. */
const REFRESH_MS = 60_000;

export default function OnlineUsers() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const count = usePolled(() => api.call('get-online-users-count', {}), REFRESH_MS).value?.count ?? null;
  return (
    <p className={styles.online}>
      <span className={styles.digits}>{count === null ? '–' : i18n.number(count)}</span>
      <span className={styles.muted}>{i18n.ts.widgets.onlineNow}</span>
    </p>
  );
}
