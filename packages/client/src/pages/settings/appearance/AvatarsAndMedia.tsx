import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import local from '../GeneralSettingsPage.module.css';
import { SettingToggle } from '../SettingControls';

/** How avatars and note media are drawn: square avatars, outlined sensitive media, the bare player. */
export function AvatarsAndMedia({ announce }: { announce(): void }) {
  const t = useI18n().ts.appearanceSettings;
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="appearance-avatars-media">
      <h2 id="appearance-avatars-media" className={local.sectionTitle}>
        {t.avatarsAndMedia}
      </h2>
      <SettingToggle setting="squareAvatars" label={t.squareAvatars} announce={announce} />
      <SettingToggle
        setting="highlightSensitiveMedia"
        label={t.highlightSensitiveMedia}
        announce={announce}
      />
      <SettingToggle
        setting="useNativeUIForVideoAudioPlayer"
        label={t.nativeMediaPlayer}
        hint={t.nativeMediaPlayerHint}
        announce={announce}
      />
    </section>
  );
}
