import { formatDate, useI18n } from '@/i18n';
import styles from '../shell/adminList.module.css';
import type { UserIp } from './useUserIps';

/**
 * The addresses an account used (administrators only), newest first: while IP logging is on
 * (/admin/security), the sign-up address and every address a signed-in request came from, each
 * with the first time it was seen.
 */
export function UserIps({ ips }: { ips: UserIp[] }) {
  const i18n = useI18n();
  const t = i18n.ts.adminUser;
  return (
    <section className={styles.panel} aria-labelledby="admin-user-ips">
      <h2 id="admin-user-ips" className={styles.panelTitle}>
        {t.ipsTitle}
      </h2>
      <p className={styles.muted}>{t.ipsHint}</p>
      <ul className={styles.list} aria-label={t.ipsTitle}>
        {ips.map((row) => (
          <li key={row.ip} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.name}>{row.ip}</span>
              <span className={styles.muted}>
                {i18n.t('adminUser.ipFirstSeen', { date: formatDate(row.createdAt, i18n.lang) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
