import type { ReactNode } from 'react';
import { useInstance } from '@/instance';
import { Link } from '@/router';
import { UserAvatar, type UserAvatarProps } from './UserAvatar';
import { UserName, type UserNameProps } from './UserName';
import styles from './UserRow.module.css';

type RowUser = UserAvatarProps['user'] & UserNameProps['user'] & { host: string | null };

/** A list of people, one `UserRow` each (search results, follow requests). */
export function UserList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One person in a list: avatar, name linking to the profile, the full handle, and what can be
 * done with them (`children`). The item is named by the handle, which is unique.
 */
export function UserRow({ user, children }: { user: RowUser; children?: ReactNode }) {
  const { host } = useInstance();
  const acct = `@${user.username}@${user.host ?? host}`;
  const path = user.host ? `/@${user.username}@${user.host}` : `/@${user.username}`;
  return (
    <li className={styles.row} aria-label={acct}>
      <UserAvatar user={user} size={44} />
      <div className={styles.names}>
        <Link to={path} className={styles.name}>
          <UserName user={user} nowrap />
        </Link>
        <span className={styles.acct} dir="ltr">
          {acct}
        </span>
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </li>
  );
}
