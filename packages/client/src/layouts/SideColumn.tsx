import { useSignedInAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { isHttpUrl } from '@/users/httpUrl';
import { UserAvatar } from '@/users/UserAvatar';
import { UserCounts } from '@/users/UserCounts';
import { UserName } from '@/users/UserName';
import styles from './SideColumn.module.css';

/**
 * The side column of the wide layouts until widgets arrive: the account at a glance and the
 * server it lives on. Both have real content for every user, so the column is never empty.
 */
export function SideColumn() {
  const i18n = useI18n();
  return (
    <aside className={styles.column} aria-label={i18n.ts.navigation.sideColumn}>
      <AccountSummary />
      <ServerCard />
    </aside>
  );
}

function AccountSummary() {
  const i18n = useI18n();
  const account = useSignedInAccount();
  const { host } = useInstance();
  return (
    <section className={styles.card} aria-labelledby="side-account-title">
      <h2 id="side-account-title" className={styles.cardTitle}>
        {i18n.ts.navigation.yourAccount}
      </h2>
      <Link to={`/@${account.username}`} className={styles.who}>
        <UserAvatar user={account} size={44} />
        <span className={styles.names}>
          <span className={styles.name}>
            <UserName user={account} />
          </span>
          <span className={styles.acct} dir="ltr">
            @{account.username}@{host}
          </span>
        </span>
      </Link>
      <UserCounts user={account} compact className={styles.counts} />
    </section>
  );
}

function ServerCard() {
  const i18n = useI18n();
  const { meta, host } = useInstance();
  const name = meta?.name || host;
  return (
    <section className={styles.card} aria-labelledby="side-server-title">
      <h2 id="side-server-title" className={styles.cardTitle}>
        {i18n.ts.navigation.aboutServer}
      </h2>
      <div className={styles.server}>
        {isHttpUrl(meta?.iconUrl) ? (
          <img className={styles.serverIcon} src={meta.iconUrl} alt="" />
        ) : (
          <span className={`${styles.serverIcon} ${styles.serverMark}`} aria-hidden="true" />
        )}
        <span className={styles.names}>
          <span className={styles.name}>{name}</span>
          <span className={styles.acct} dir="ltr">
            {host}
          </span>
        </span>
      </div>
      {meta?.description && <p className={styles.description}>{meta.description}</p>}
      {meta?.version && (
        <p className={styles.meta}>{i18n.t('navigation.serverVersion', { version: meta.version })}</p>
      )}
    </section>
  );
}
