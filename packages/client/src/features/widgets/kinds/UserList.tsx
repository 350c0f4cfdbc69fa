import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { acctOf, useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { UserAvatar } from '@/users/UserAvatar';
import type { WidgetProps } from '../types';
import styles from '../Widgets.module.css';
import type { UserListSettings } from './live';

type User = Misskey.entities.UserDetailed;

/** Up to 50 members: the widget is a glance, the list's page has the rest. */
const SHOWN = 50;

export default function UserList({ data }: WidgetProps<UserListSettings>) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [users, setUsers] = useState<User[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!data.listId) return;
    let live = true;
    setUsers(null);
    setFailed(false);
    api
      .call('users/lists/show', { listId: data.listId })
      .then((list) => {
        const ids = (list.userIds ?? []).slice(0, SHOWN);
        return ids.length === 0 ? [] : api.call('users/show', { userIds: ids });
      })
      .then(
        (found) => live && setUsers(found as User[]),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [api, data.listId]);
  if (!data.listId || failed) return <p className={styles.muted}>{i18n.ts.widgets.chooseList}</p>;
  if (users === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (users.length === 0) return <p className={styles.muted}>{i18n.ts.widgets.emptyList}</p>;
  return (
    <ul className={styles.avatars}>
      {users.map((user) => (
        <li key={user.id}>
          {/* The picture is decorative: the link is named by the user's name and handle. */}
          <Link to={`/${acctOf(user)}`} className={styles.avatarLink}>
            <UserAvatar user={user} size={36} />
            <span className="visually-hidden">
              {user.name || user.username} {acctOf(user)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
