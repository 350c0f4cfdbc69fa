import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { formatDate, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { TextField } from '@/ui';
import styles from '../shell/adminList.module.css';
import { FilterSelect } from '../shell/FilterSelect';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';

/** 'pending' (sign-up by approval) is this instance's: misskey-js's enum does not hold it. */
type State = 'all' | 'available' | 'admin' | 'moderator' | 'suspended' | 'pending';
type Origin = 'combined' | 'local' | 'remote';
type Sort = '+createdAt' | '-createdAt' | '+lastActiveDate' | '+follower';

const STATES: State[] = ['all', 'available', 'admin', 'moderator', 'suspended', 'pending'];
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
  const query = { state, origin, sort, username: username.trim() || null, hostname: hostname.trim() || null };
  const users = usePagedList(
    ({ offset }) =>
      api.call('admin/show-users', {
        ...query,
        state: state as Exclude<State, 'pending'>,
        limit: PAGE,
        offset,
      }),
    JSON.stringify(query),
    PAGE,
  );

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <search className={styles.filters} aria-label={t.filters}>
        <FilterSelect
          label={t.state}
          value={state}
          options={STATES}
          onChange={setState}
          optionLabel={(s) => t.states[s]}
        />
        <FilterSelect
          label={t.origin}
          value={origin}
          options={ORIGINS}
          onChange={setOrigin}
          optionLabel={(o) => t.origins[o]}
        />
        <FilterSelect
          label={t.sort}
          value={sort}
          options={SORTS}
          onChange={setSort}
          optionLabel={(s) => t.sorts[s]}
        />
        <TextField label={i18n.ts.username} value={username} onChange={setUsername} type="search" />
        <TextField label={t.host} value={hostname} onChange={setHostname} type="search" />
      </search>
      <PagedListView list={users} label={t.title} empty={t.none} loadMoreLabel={t.loadMore}>
        {(user) => (
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
        )}
      </PagedListView>
    </div>
  );
}
