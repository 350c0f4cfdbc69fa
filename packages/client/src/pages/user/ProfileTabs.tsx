import { useAccountContext } from '@/accounts';
import { type I18n, useI18n } from '@/i18n';
import { type ServerFeature, useServerOffers } from '@/instance/capabilities';
import { Link } from '@/router';
import styles from './Profile.module.css';

export const PROFILE_TABS = [
  { page: '', key: 'notes' },
  { page: 'replies', key: 'notesAndReplies' },
  { page: 'files', key: 'files' },
  { page: 'clips', key: 'clips' },
  { page: 'pages', key: 'pages' },
  { page: 'flashs', key: 'play' },
  { page: 'gallery', key: 'gallery' },
  { page: 'reactions', key: 'reactions' },
  { page: 'achievements', key: 'achievements' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['key'];

/** Tabs shown only when the account's server offers their feature (a fork or an older server may not). */
const TAB_FEATURES: Partial<Record<ProfileTab, ServerFeature>> = {
  clips: 'clips',
  pages: 'pages',
  play: 'play',
  gallery: 'gallery',
};

/** The tab a /@{acct}/{page} URL shows; unknown pages show the notes. */
export function profileTabOf(page: string | undefined): ProfileTab {
  return PROFILE_TABS.find((tab) => tab.page === (page ?? ''))?.key ?? 'notes';
}

/** A tab's name; clips take theirs from the clips feature's strings. */
export function profileTabLabel(i18n: I18n, tab: ProfileTab): string {
  if (tab === 'achievements') return i18n.ts.achievements.title;
  if (tab === 'gallery') return i18n.ts.gallery.title;
  if (tab === 'play') return i18n.ts.play.title;
  if (tab === 'pages') return i18n.ts.pages.title;
  return tab === 'clips' ? i18n.ts.clips.title : i18n.ts.timelines.profile.tabs[tab];
}

/**
 * Notes, Notes and replies, Files, Clips, Pages, Play and Gallery (each when the account's
 * server has it) and, when the user shows them, Reactions: links (each is its own URL), the
 * current one marked.
 */
export function ProfileTabs({
  acctPath,
  current,
  showReactions,
  showAchievements = false,
}: {
  acctPath: string;
  current: ProfileTab;
  showReactions: boolean;
  /** Achievements are kept by the user's own server: shown for its local users. */
  showAchievements?: boolean;
}) {
  const i18n = useI18n();
  const offers = useServerOffers(useAccountContext().api);
  const tabs = PROFILE_TABS.filter((tab) => {
    if (tab.key === current) return true;
    if (tab.key === 'reactions') return showReactions;
    if (tab.key === 'achievements') return showAchievements;
    const feature = TAB_FEATURES[tab.key];
    return feature === undefined || offers(feature);
  });
  return (
    <nav aria-label={i18n.ts.timelines.profile.tabsLabel} className={styles.tabs}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.page ? `${acctPath}/${tab.page}` : acctPath}
          className={styles.tab}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {profileTabLabel(i18n, tab.key)}
        </Link>
      ))}
    </nav>
  );
}
