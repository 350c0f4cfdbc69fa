import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { FollowButton } from '@/features/follow';
import { useI18n } from '@/i18n';
import { Button, Notice } from '@/ui';
import { UserList, UserRow } from '@/users/UserRow';
import styles from './SearchPage.module.css';
import type { SearchOrigin } from './search';

const PAGE_SIZE = 20;
type Status = 'loading' | 'idle' | 'loadingMore' | 'end' | { error: string };

/** The users tab: `users/search`, paged by offset (the endpoint has no id cursor). */
export function UserResults({ query, origin }: { query: string; origin: SearchOrigin }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [users, setUsers] = useState<Misskey.entities.UserDetailed[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const generation = useRef(0);

  const load = useCallback(
    (offset: number) => {
      const mine = generation.current;
      setStatus(offset > 0 ? 'loadingMore' : 'loading');
      api.call('users/search', { query, origin, offset, limit: PAGE_SIZE, detail: true }).then(
        (page) => {
          if (generation.current !== mine) return;
          setUsers((previous) => [...previous, ...(page as Misskey.entities.UserDetailed[])]);
          setStatus(page.length < PAGE_SIZE ? 'end' : 'idle');
        },
        (error: unknown) => {
          if (generation.current === mine) setStatus({ error: describeApiError(error, i18n).text });
        },
      );
    },
    [api, query, origin, i18n],
  );

  useEffect(() => {
    generation.current += 1;
    setUsers([]);
    load(0);
  }, [load]);

  const label = i18n.t('searchPage.usersResults', { query });
  return (
    <>
      {users.length > 0 && (
        <UserList label={label}>
          {users.map((user) => (
            <UserRow key={user.id} user={user}>
              <FollowButton user={user} size="small" />
            </UserRow>
          ))}
        </UserList>
      )}
      {(status === 'loading' || status === 'loadingMore') && (
        <p className={styles.muted}>{i18n.ts.loading}</p>
      )}
      {status === 'end' && users.length === 0 && <p className={styles.muted}>{i18n.ts.searchPage.noUsers}</p>}
      {typeof status === 'object' && (
        <div className={styles.errorBox}>
          <Notice tone="error">{status.error}</Notice>
          <Button onClick={() => load(users.length)}>{i18n.ts.timelines.retry}</Button>
        </div>
      )}
      {status === 'idle' && <Button onClick={() => load(users.length)}>{i18n.ts.timelines.loadMore}</Button>}
    </>
  );
}
