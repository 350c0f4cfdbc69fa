import { useMemo } from 'react';
import { useAccountContext } from '@/accounts';
import { byLastId, type LoadPages, PageList } from '@/features/pages';
import { useI18n } from '@/i18n';
import { ListTabs } from '@/pages/shell/ListTabs';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';

/** The tabs, each its own URL hash; featured is the default and the only one for visitors. */
export const PAGE_TABS = ['featured', 'my', 'liked'] as const;
export type PagesTab = (typeof PAGE_TABS)[number];

export function pagesTabOf(hash: string | undefined, signedIn: boolean): PagesTab {
  const tab = PAGE_TABS.find((t) => t === hash) ?? 'featured';
  return signedIn ? tab : 'featured';
}

const LIMIT = 20;

/** /pages: featured pages, one's own and the liked ones, and New page. */
export function PagesPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.pages;
  const { api, account } = useAccountContext();
  const tab = pagesTabOf(params.initialTab, account != null);
  const load: LoadPages = useMemo(() => {
    const until = (untilId: string | undefined) => (untilId ? { untilId } : {});
    if (tab === 'my') return byLastId((u) => api.call('i/pages', { limit: LIMIT, ...until(u) }), LIMIT);
    if (tab === 'liked')
      // Liked pages come as likes ({id, page}); the next batch starts after the last like.
      return async (untilId) => {
        const likes = await api.call('i/page-likes', { limit: LIMIT, ...until(untilId) });
        return {
          pages: likes.map((like) => like.page),
          cursor: likes.length < LIMIT ? undefined : likes[likes.length - 1]?.id,
        };
      };
    return async () => ({ pages: await api.call('pages/featured', {}), cursor: undefined });
  }, [api, tab]);
  const tabs = account ? PAGE_TABS : (['featured'] as const);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {account && (
        <div className={styles.actions}>
          <Link to="/pages/new" className={styles.linkButton}>
            {t.newPage}
          </Link>
        </div>
      )}
      {tabs.length > 1 && (
        <ListTabs
          label={t.tabsLabel}
          tabs={tabs}
          current={tab}
          pathOf={(x) => (x === 'featured' ? '/pages' : `/pages#${x}`)}
          nameOf={(x) => t.tabs[x]}
        />
      )}
      <PageList load={load} empty={t.empty[tab]} />
    </div>
  );
}
