import type * as Misskey from 'misskey-js';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { NotFederating, useFederates } from '../federation/NotFederating';
import styles from '../shell/adminList.module.css';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';

type Relay = Misskey.entities.AdminRelaysListResponse[number];

/** admin/relays/list answers every relay at once. */
const ALL = Number.MAX_SAFE_INTEGER;

/** /admin/relays: the relays the server follows and whether each accepted. */
export function AdminRelaysPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminRelays;
  const { api } = useAccountContext();
  const federates = useFederates();
  const relays = usePagedList<Relay>(() => api.call('admin/relays/list', {}), 'relays', ALL);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p className={styles.muted}>{t.lead}</p>
      {!federates && <NotFederating what={t.notFederating} />}
      <PagedListView list={relays} label={t.title} empty={t.none} loadMoreLabel={t.title}>
        {(relay) => (
          <li key={relay.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.name} dir="ltr">
                {relay.inbox}
              </span>
            </div>
            <span className={styles.badge}>{t.status[relay.status]}</span>
          </li>
        )}
      </PagedListView>
    </div>
  );
}
