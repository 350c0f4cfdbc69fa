import type * as Misskey from 'misskey-js';
import { useState } from 'react';
import { useAccountContext } from '@/accounts';
import { apiWithDialog } from '@/api';
import { formatDate, useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, openConfirm, useModals } from '@/ui';
import { isHttpUrl } from '@/users/httpUrl';
import styles from '../shell/adminList.module.css';
import { FilterSelect } from '../shell/FilterSelect';
import { PagedListView } from '../shell/PagedListView';
import { usePagedList } from '../shell/usePagedList';
import { AdForm } from './AdForm';
import own from './AdminAds.module.css';
import { AdsInterval } from './AdsInterval';
import { type AdParams, draftOf, emptyDraft } from './adForm';

type Publishing = 'all' | 'running' | 'notRunning';
const PUBLISHING: Publishing[] = ['all', 'running', 'notRunning'];
const PUBLISHING_PARAM: Record<Publishing, boolean | null> = { all: null, running: true, notRunning: false };
const PAGE = 20;

function hostOf(url: string): string {
  return isHttpUrl(url) ? new URL(url).host : url;
}

/**
 * /admin/ads (moderators, as admin/ad/*): the ads, running or not, with a form to place one,
 * edit or delete them; administrators also set how many timeline notes come between two ads.
 */
export function AdminAdsPage() {
  const i18n = useI18n();
  const t = i18n.ts.adminAds;
  const modals = useModals();
  const { api, account } = useAccountContext();
  const [publishing, setPublishing] = useState<Publishing>('all');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const ads = usePagedList<Misskey.entities.Ad>(
    ({ untilId }) =>
      api.call('admin/ad/list', { limit: PAGE, untilId, publishing: PUBLISHING_PARAM[publishing] }),
    `${publishing}:${round}`,
    PAGE,
  );

  const create = async (params: AdParams) => {
    await apiWithDialog(api, 'admin/ad/create', params, { modals });
    setCreating(false);
    setRound((r) => r + 1);
  };
  const update = async (id: string, params: AdParams) => {
    await apiWithDialog(api, 'admin/ad/update', { id, ...params }, { modals });
    const fresh: Misskey.entities.Ad = {
      id,
      ...params,
      startsAt: new Date(params.startsAt).toISOString(),
      expiresAt: new Date(params.expiresAt).toISOString(),
    };
    ads.setItems((items) => items?.map((ad) => (ad.id === id ? fresh : ad)) ?? null);
    setEditing(null);
  };
  const remove = async (ad: Misskey.entities.Ad) => {
    const confirmed = await openConfirm(modals, {
      title: i18n.t('adminAds.deleteConfirm', { host: hostOf(ad.url) }),
      okLabel: i18n.ts.announcements.admin.delete,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!confirmed) return;
    await apiWithDialog(api, 'admin/ad/delete', { id: ad.id }, { modals });
    ads.setItems((items) => items?.filter((item) => item.id !== ad.id) ?? null);
  };

  return (
    <div className={pageStyles.page}>
      <div className={styles.header}>
        <h1 className={pageStyles.title}>{i18n.ts.adminShell.pages.ads}</h1>
        {!creating && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t.newAd}
          </Button>
        )}
      </div>
      {account?.isAdmin && <AdsInterval />}
      {creating && (
        <AdForm
          heading={t.newAd}
          initial={emptyDraft()}
          submitLabel={i18n.ts.announcements.admin.create}
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      )}
      <div className={styles.filters}>
        <FilterSelect
          label={t.state}
          value={publishing}
          options={PUBLISHING}
          onChange={setPublishing}
          optionLabel={(p) => t.states[p]}
        />
      </div>
      <PagedListView
        list={ads}
        label={i18n.ts.adminShell.pages.ads}
        empty={t.none}
        loadMoreLabel={i18n.ts.adminUsers.loadMore}
      >
        {(ad) =>
          editing === ad.id ? (
            <li key={ad.id}>
              <AdForm
                heading={t.editAd}
                initial={draftOf(ad)}
                submitLabel={i18n.ts.save}
                onSubmit={(params) => update(ad.id, params)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={ad.id} className={styles.row} aria-label={hostOf(ad.url)}>
              {isHttpUrl(ad.imageUrl) && (
                <img className={own.thumb} src={ad.imageUrl} alt="" loading="lazy" />
              )}
              <div className={styles.rowMain}>
                <span className={styles.name}>{hostOf(ad.url)}</span>
                {ad.memo && <span className={styles.muted}>{ad.memo}</span>}
                <span className={styles.muted}>
                  {t.places[ad.place as keyof typeof t.places] ?? ad.place} ·{' '}
                  {t.priorities[ad.priority as keyof typeof t.priorities] ?? ad.priority} · {t.ratio}{' '}
                  {ad.ratio} ·{' '}
                  {i18n.t('adminAds.period', {
                    start: formatDate(ad.startsAt, i18n.lang),
                    end: formatDate(ad.expiresAt, i18n.lang),
                  })}
                </span>
              </div>
              {ad.isSensitive && <span className={styles.badge}>{t.sensitive}</span>}
              <div className={styles.actions}>
                <Button size="small" onClick={() => setEditing(ad.id)}>
                  {i18n.ts.announcements.admin.edit}
                </Button>
                <Button size="small" variant="danger" onClick={() => void remove(ad)}>
                  {i18n.ts.announcements.admin.delete}
                </Button>
              </div>
            </li>
          )
        }
      </PagedListView>
    </div>
  );
}
