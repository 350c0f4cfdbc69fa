import { useSignedInAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { UserCard } from '@/users/UserCard';
import styles from './Page.module.css';

/** Home of a signed-in account (the timeline arrives with the notes issue). */
export function HomePage() {
  const i18n = useI18n();
  const account = useSignedInAccount();
  const { host } = useInstance();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{i18n.ts.home.title}</h1>
      <UserCard user={account} localHost={host}>
        <Link to="/settings/profile" className={styles.linkButton}>
          {i18n.ts.home.editProfile}
        </Link>
      </UserCard>
    </div>
  );
}
