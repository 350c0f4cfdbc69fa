import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import local from '../GeneralSettingsPage.module.css';
import { Toggle, useSaved } from '../SettingControls';

/** How avatars and note media are drawn: square avatars, outlined sensitive media, the bare player. */
export function AvatarsAndMedia({ announce }: { announce(): void }) {
  const t = useI18n().ts.appearanceSettings;
  const [square, setSquare] = useSaved('squareAvatars', announce);
  const [highlight, setHighlight] = useSaved('highlightSensitiveMedia', announce);
  const [nativePlayer, setNativePlayer] = useSaved('useNativeUIForVideoAudioPlayer', announce);
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="appearance-avatars-media">
      <h2 id="appearance-avatars-media" className={local.sectionTitle}>
        {t.avatarsAndMedia}
      </h2>
      <Toggle label={t.squareAvatars} checked={square} onChange={setSquare} />
      <Toggle label={t.highlightSensitiveMedia} checked={highlight} onChange={setHighlight} />
      <Toggle
        label={t.nativeMediaPlayer}
        hint={t.nativeMediaPlayerHint}
        checked={nativePlayer}
        onChange={setNativePlayer}
      />
    </section>
  );
}
