import { useCallback } from 'react';
import { useAccountContext } from '@/accounts';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import tabStyles from '@/pages/user/Profile.module.css';
import { Link, type RouteProps } from '@/router';
import { ExploreHashtags } from './ExploreHashtags';
import { ExploreUsers } from './ExploreUsers';

/** The tabs, each its own URL hash (spec: "hash selects tab"); featured is the default. */
export const EXPLORE_TABS = ['featured', 'hashtags', 'users'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

export function exploreTabOf(hash: string | undefined): ExploreTab {
  return EXPLORE_TABS.find((tab) => tab === hash) ?? 'featured';
}

function FeaturedNotes() {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const load: LoadPage = useCallback(
    async (untilId) => ({ notes: await api.call('notes/featured', { limit: 20, untilId }) }),
    [api],
  );
  return (
    <NoteList
      load={load}
      reloadKey="explore:featured"
      label={i18n.ts.explore.featuredLabel}
      emptyText={i18n.ts.explore.featuredEmpty}
    />
  );
}

/** /explore: featured notes, trending hashtags and the server's users. */
export function ExplorePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const tab = exploreTabOf(params.initialTab);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.explore.title}</h1>
      <nav aria-label={i18n.ts.explore.tabsLabel} className={tabStyles.tabs}>
        {EXPLORE_TABS.map((t) => (
          <Link
            key={t}
            to={t === 'featured' ? '/explore' : `/explore#${t}`}
            className={tabStyles.tab}
            aria-current={t === tab ? 'page' : undefined}
          >
            {i18n.ts.explore.tabs[t]}
          </Link>
        ))}
      </nav>
      {tab === 'featured' && <FeaturedNotes />}
      {tab === 'hashtags' && <ExploreHashtags />}
      {tab === 'users' && <ExploreUsers />}
    </div>
  );
}
