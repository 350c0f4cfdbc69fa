import { useSignedInAccount } from '@/accounts';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { UserAvatar } from '@/users/UserAvatar';
import { UserCounts } from '@/users/UserCounts';
import { UserName } from '@/users/UserName';
import styles from '../Widgets.module.css';

export default function Profile() {
  const account = useSignedInAccount();
  const { host } = useInstance();
  return (
    <>
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
    </>
  );
}
