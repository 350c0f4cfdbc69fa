import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import styles from '../Widgets.module.css';

const REFRESH_MS = 60_000;

export default function OnlineUsers() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api.call('get-online-users-count', {}).then(
        (answer) => live && setCount(answer.count),
        () => undefined,
      );
    void load();
    // The server caches its answer for a minute, as Misskey's does: asking more often shows nothing new.
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api]);
  return (
    <p className={styles.online}>
      <span className={styles.digits}>{count === null ? '–' : i18n.number(count)}</span>
      <span className={styles.muted}>{i18n.ts.widgets.onlineNow}</span>
    </p>
  );
}
