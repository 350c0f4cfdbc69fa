import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { formatDate, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, Notice, TextField } from '@/ui';
import styles from './AdminUsers.module.css';

type State = 'all' | 'available' | 'admin' | 'moderator' | 'suspended';
type Origin = 'combined' | 'local' | 'remote';
type Sort = '+createdAt' | '-createdAt' | '+lastActiveDate' | '+follower';

const STATES: State[] = ['all', 'available', 'admin', 'moderator', 'suspended'];
const ORIGINS: Origin[] = ['combined', 'local', 'remote'];
const SORTS: Sort[] = ['+createdAt', '-createdAt', '+lastActiveDate', '+follower'];
const PAGE = 30;

/** /admin/users: every account (suspended ones too) by state, origin, name and host. */
export function AdminUsersPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminUsers;
  const { api } = useAccountContext();
  const [state, setState] = useState<State>('all');
  const [origin, setOrigin] = useState<Origin>('combined');
  const [sort, setSort] = useState<Sort>('+createdAt');
  const [username, setUsername] = useState('');
  const [hostname, setHostname] = useState('');
  const [users, setUsers] = useState<Misskey.entities.UserDetailed[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const query = { state, origin, sort, username: username.trim() || null, hostname: hostname.trim() || null };
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the query's fields.
  useEffect(() => {
    let live = true;
    setError(null);
    api.call('admin/show-users', { ...query, limit: PAGE, offset: 0 }).then(
      (list) => {
        if (!live) return;
        setUsers(list);
        setMore(list.length === PAGE);
      },
      (e: unknown) => live && setError(describeApiError(e, i18n).text),
    );
    return () => {
      live = false;
    };
  }, [api, i18n, queryKey]);

  const loadMore = async () => {
    try {
      const list = await api.call('admin/show-users', { ...query, limit: PAGE, offset: users?.length ?? 0 });
      setUsers((previous) => [...(previous ?? []), ...list]);
      setMore(list.length === PAGE);
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    }
  };

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <search className={styles.filters} aria-label={t.filters}>
        <label className={styles.field}>
          {t.state}
          <select value={state} onChange={(e) => setState(e.target.value as State)}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t.states[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t.origin}
          <select value={origin} onChange={(e) => setOrigin(e.target.value as Origin)}>
            {ORIGINS.map((o) => (
              <option key={o} value={o}>
                {t.origins[o]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t.sort}
          <select value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        <TextField label={i18n.ts.username} value={username} onChange={setUsername} type="search" />
        <TextField label={t.host} value={hostname} onChange={setHostname} type="search" />
      </search>
      {error && <Notice tone="error">{error}</Notice>}
      {!users && !error && <p className={styles.muted}>{i18n.ts.loading}</p>}
      {users?.length === 0 && <p className={styles.muted}>{t.none}</p>}
      {users && users.length > 0 && (
        <ul className={styles.list} aria-label={t.title}>
          {users.map((user) => (
            <li key={user.id} className={styles.row}>
              <div className={styles.rowMain}>
                <Link className={styles.name} to={`/admin/user/${user.id}`}>
                  {user.name || user.username}
                </Link>
                <span className={styles.muted}>
                  @{user.username}
                  {user.host ? `@${user.host}` : ''}
                  {' · '}
                  {i18n.t('adminUsers.joined', { date: formatDate(user.createdAt, i18n.lang) })}
                </span>
              </div>
              {user.isSuspended && <span className={styles.badge}>{t.states.suspended}</span>}
            </li>
          ))}
        </ul>
      )}
      {more && (
        <div>
          <Button onClick={() => void loadMore()}>{t.loadMore}</Button>
        </div>
      )}
    </div>
  );
}
