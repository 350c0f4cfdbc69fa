import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import tabStyles from '@/pages/user/Profile.module.css';
import { Link, type RouteProps } from '@/router';
import { MutedInstancesForm, WordMutesForm } from './MuteBlockForms';
import { MuteBlockUsers } from './MuteBlockUsers';

/** The tabs, each its own URL hash; word mutes is the default. */
export const MUTE_BLOCK_TABS = ['words', 'muted', 'renoteMuted', 'blocked', 'instances'] as const;
export type MuteBlockTab = (typeof MUTE_BLOCK_TABS)[number];

export function muteBlockTabOf(hash: string | undefined): MuteBlockTab {
  return MUTE_BLOCK_TABS.find((tab) => tab === hash) ?? 'words';
}

/** /settings/mute-block: word mutes, muted, renote-muted and blocked users, muted instances. */
export function MuteBlockSettingsPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.muteBlock;
  const tab = muteBlockTabOf(params.initialTab);
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <nav aria-label={t.tabsLabel} className={tabStyles.tabs}>
        {MUTE_BLOCK_TABS.map((name) => (
          <Link
            key={name}
            to={name === 'words' ? '/settings/mute-block' : `/settings/mute-block#${name}`}
            className={tabStyles.tab}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t.tabs[name]}
          </Link>
        ))}
      </nav>
      {tab === 'words' && <WordMutesForm />}
      {tab === 'muted' && <MuteBlockUsers kind="muted" key="muted" />}
      {tab === 'renoteMuted' && <MuteBlockUsers kind="renoteMuted" key="renoteMuted" />}
      {tab === 'blocked' && <MuteBlockUsers kind="blocked" key="blocked" />}
      {tab === 'instances' && <MutedInstancesForm />}
    </div>
  );
}
