import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { acctOf, useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import styles from '../Widgets.module.css';
import { useNow } from './time';

type Entry = Misskey.entities.UsersGetFollowingUsersByBirthdayResponse[number];

/** Today's birthdays among the people one follows; asked again when the local day changes. */
export default function BirthdayFollowings() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const now = useNow(60_000);
  const month = now.getMonth() + 1;
  const day = now.getDate();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  useEffect(() => {
    let live = true;
    api.call('users/get-following-users-by-birthday', { birthday: { month, day }, limit: 30 }).then(
      (found) => live && setEntries(found),
      () => live && setEntries([]),
    );
    return () => {
      live = false;
    };
  }, [api, month, day]);
  if (entries === null) return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (entries.length === 0) return <p className={styles.muted}>{i18n.ts.widgets.noBirthdays}</p>;
  return (
    <ul className={styles.people}>
      {entries.map(({ id, user }) => (
        <li key={id}>
          <Link to={`/${acctOf(user)}`} className={styles.who}>
            <UserAvatar user={user} size={32} />
            <span className={styles.names}>
              <span className={styles.name}>
                <UserName user={user} />
              </span>
              <span className={styles.acct} dir="ltr">
                {acctOf(user)}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
