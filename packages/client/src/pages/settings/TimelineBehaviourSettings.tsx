import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import local from './GeneralSettingsPage.module.css';
import { SettingToggle, type SwitchSetting } from './SettingControls';

/**
 * How timelines, following and notifications behave (Misskey has these on its general page):
 * the post form on home, infinite scroll, streaming, follow confirmation, grouped notifications
 * and swiping between tabs.
 */
export function TimelineBehaviourSettings({ announce }: { announce(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.generalSettings;
  const toggle = (setting: SwitchSetting, label: string, hint?: string) => (
    <SettingToggle setting={setting} label={label} hint={hint} announce={announce} />
  );
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="general-timelines">
      <h2 id="general-timelines" className={local.sectionTitle}>
        {t.timelinesSection}
      </h2>
      {toggle('showFixedPostForm', t.showFixedPostForm)}
      {toggle('enableInfiniteScroll', t.enableInfiniteScroll, t.enableInfiniteScrollHint)}
      {toggle('disableStreamingTimeline', t.disableStreamingTimeline, t.disableStreamingTimelineHint)}
      {toggle('alwaysConfirmFollow', t.alwaysConfirmFollow)}
      {toggle('useGroupedNotifications', t.useGroupedNotifications, t.useGroupedNotificationsHint)}
      {toggle('enableHorizontalSwipe', t.enableHorizontalSwipe, t.enableHorizontalSwipeHint)}
      {toggle('forceShowAds', t.forceShowAds)}
    </section>
  );
}
