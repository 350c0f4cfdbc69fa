import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import local from './GeneralSettingsPage.module.css';
import { Toggle, useSaved } from './SettingControls';

/**
 * How timelines, following and notifications behave (Misskey has these on its general page):
 * the post form on home, infinite scroll, streaming, follow confirmation, grouped notifications
 * and swiping between tabs.
 */
export function TimelineBehaviourSettings({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.generalSettings;
  const [postForm, setPostForm] = useSaved('showFixedPostForm', announce);
  const [infinite, setInfinite] = useSaved('enableInfiniteScroll', announce);
  const [noStreaming, setNoStreaming] = useSaved('disableStreamingTimeline', announce);
  const [confirmFollow, setConfirmFollow] = useSaved('alwaysConfirmFollow', announce);
  const [grouped, setGrouped] = useSaved('useGroupedNotifications', announce);
  const [swipe, setSwipe] = useSaved('enableHorizontalSwipe', announce);
  const [forceShowAds, setForceShowAds] = useSaved('forceShowAds', announce);
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="general-timelines">
      <h2 id="general-timelines" className={local.sectionTitle}>
        {t.timelinesSection}
      </h2>
      <Toggle label={t.showFixedPostForm} checked={postForm} onChange={setPostForm} />
      <Toggle
        label={t.enableInfiniteScroll}
        hint={t.enableInfiniteScrollHint}
        checked={infinite}
        onChange={setInfinite}
      />
      <Toggle
        label={t.disableStreamingTimeline}
        hint={t.disableStreamingTimelineHint}
        checked={noStreaming}
        onChange={setNoStreaming}
      />
      <Toggle label={t.alwaysConfirmFollow} checked={confirmFollow} onChange={setConfirmFollow} />
      <Toggle
        label={t.useGroupedNotifications}
        hint={t.useGroupedNotificationsHint}
        checked={grouped}
        onChange={setGrouped}
      />
      <Toggle
        label={t.enableHorizontalSwipe}
        hint={t.enableHorizontalSwipeHint}
        checked={swipe}
        onChange={setSwipe}
      />
      <Toggle label={t.forceShowAds} checked={forceShowAds} onChange={setForceShowAds} />
    </section>
  );
}
