import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import pageStyles from '@/pages/shell/Page.module.css';
import tabStyles from '@/pages/user/Profile.module.css';
import { Link, type RouteProps } from '@/router';
import { AboutCharts } from './AboutCharts';
import { AboutEmojis } from './AboutEmojis';
import { AboutFederation } from './AboutFederation';
import { AboutOverview } from './AboutOverview';

/** The tabs, each its own URL hash (spec: "hash selects tab"); the overview is the default. */
export const ABOUT_TABS = ['overview', 'emojis', 'federation', 'charts'] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

export function aboutTabOf(hash: string | undefined): AboutTab {
  return ABOUT_TABS.find((tab) => tab === hash) ?? 'overview';
}

/** /about: the server that serves this app, its emojis, its federation and its activity. */
export function AboutPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { meta } = useInstance();
  const tab = aboutTabOf(params.initialTab);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.t('about.title', { name: meta?.name || i18n.ts.appName })}</h1>
      <nav aria-label={i18n.ts.about.tabsLabel} className={tabStyles.tabs}>
        {ABOUT_TABS.map((t) => (
          <Link
            key={t}
            to={t === 'overview' ? '/about' : `/about#${t}`}
            className={tabStyles.tab}
            aria-current={t === tab ? 'page' : undefined}
          >
            {i18n.ts.about.tabs[t]}
          </Link>
        ))}
      </nav>
      {tab === 'overview' && <AboutOverview />}
      {tab === 'emojis' && <AboutEmojis />}
      {tab === 'federation' && <AboutFederation />}
      {tab === 'charts' && <AboutCharts />}
    </div>
  );
}
