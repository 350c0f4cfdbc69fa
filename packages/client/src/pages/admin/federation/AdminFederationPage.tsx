import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { TextField } from '@/ui';
import styles from '../shell/adminList.module.css';
import { FilterSelect } from '../shell/FilterSelect';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';
import { NotFederating, useFederates } from './NotFederating';

type Sort = NonNullable<Misskey.entities.FederationInstancesRequest['sort']>;
const SORTS: Sort[] = [
  '-latestRequestReceivedAt',
  '-users',
  '-notes',
  '-followers',
  '-following',
  '-firstRetrievedAt',
];
type Filter = 'all' | 'federating' | 'blocked' | 'suspended' | 'silenced' | 'notResponding';
const FILTERS: Filter[] = ['all', 'federating', 'blocked', 'suspended', 'silenced', 'notResponding'];
const PAGE = 30;

/** /admin/federation: the servers the account's server knows (federation/instances), by host and state. */
export function AdminFederationPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminFederation;
  const { api } = useAccountContext();
  const federates = useFederates();
  const [host, setHost] = useState('');
  const [sort, setSort] = useState<Sort>('-latestRequestReceivedAt');
  const [filter, setFilter] = useState<Filter>('all');
  const query = { host: host.trim() || null, sort, ...(filter === 'all' ? {} : { [filter]: true }) };
  const servers = usePagedList(
    ({ offset }) => api.call('federation/instances', { ...query, limit: PAGE, offset }),
    JSON.stringify(query),
    PAGE,
  );

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {!federates && <NotFederating what={t.notFederating} />}
      <search className={styles.filters} aria-label={t.filters}>
        <TextField label={t.host} value={host} onChange={setHost} type="search" />
        <FilterSelect
          label={t.state}
          value={filter}
          options={FILTERS}
          onChange={setFilter}
          optionLabel={(f) => t.filterNames[f]}
        />
        <FilterSelect
          label={t.sort}
          value={sort}
          options={SORTS}
          onChange={setSort}
          optionLabel={(s) => t.sorts[s.slice(1) as keyof typeof t.sorts]}
        />
      </search>
      <PagedListView list={servers} label={t.title} empty={t.none} loadMoreLabel={t.loadMore}>
        {(server) => (
          <li key={server.id} className={styles.row}>
            <div className={styles.rowMain}>
              <Link className={styles.name} to={`/instance-info/${encodeURIComponent(server.host)}`}>
                {server.name || server.host}
              </Link>
              <span className={styles.muted} dir="ltr">
                {server.host}
                {server.softwareName ? ` · ${server.softwareName} ${server.softwareVersion ?? ''}` : ''}
              </span>
              <span className={styles.muted}>
                {i18n.t('adminFederation.figures', {
                  users: i18n.number(server.usersCount),
                  notes: i18n.number(server.notesCount),
                })}
              </span>
            </div>
            {server.isBlocked && <span className={styles.badge}>{t.filterNames.blocked}</span>}
            {server.isSuspended && <span className={styles.badge}>{t.filterNames.suspended}</span>}
            {server.isSilenced && <span className={styles.badge}>{t.filterNames.silenced}</span>}
            {server.isNotResponding && <span className={styles.badge}>{t.filterNames.notResponding}</span>}
          </li>
        )}
      </PagedListView>
    </div>
  );
}
