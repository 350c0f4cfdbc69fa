import type * as Misskey from 'misskey-js';
import { FollowButton } from '@/features/follow';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import styles from './Explore.module.css';

function acctPathOf(user: { username: string; host: string | null }): string {
  return user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
}

/** Users as rows: avatar, name linking to the profile, handle and a follow button. */
export function UserRows({ users }: { users: Misskey.entities.UserDetailed[] }) {
  const { host } = useInstance();
  if (users.length === 0) return null;
  return (
    <ul className={styles.list}>
      {users.map((user) => (
        <li key={user.id} className={styles.row}>
          <UserAvatar user={user} size={44} />
          <div className={styles.rowNames}>
            <Link to={acctPathOf(user)} className={styles.rowName}>
              <UserName user={user} nowrap />
            </Link>
            <span className={styles.rowMeta} dir="ltr">
              @{user.username}@{user.host ?? host}
            </span>
          </div>
          <FollowButton user={user} size="small" />
        </li>
      ))}
    </ul>
  );
}
