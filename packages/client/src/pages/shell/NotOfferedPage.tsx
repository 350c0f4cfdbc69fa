import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from './Page.module.css';

/**
 * A page of a feature the account's server does not offer (an older Misskey or a fork without
 * its endpoints), visited directly: said plainly, instead of a page whose every call fails.
 */
export function NotOfferedPage() {
  const i18n = useI18n();
  const host = new URL(useAccountContext().api.origin).host;
  return (
    <div className={styles.center}>
      <h1 className={styles.title}>{i18n.ts.notOffered.title}</h1>
      <p className={styles.muted}>{i18n.t('notOffered.text', { host })}</p>
      <Link to="/" className={styles.linkButton}>
        {i18n.ts.notFound.goHome}
      </Link>
    </div>
  );
}
