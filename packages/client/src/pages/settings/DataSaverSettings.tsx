import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { type Settings, useSetting } from '@/settings';
import local from './GeneralSettingsPage.module.css';
import { Toggle } from './SettingControls';

type DataSaverFlag = keyof Settings['dataSaver'];

/** The data saver's flags (one setting, `dataSaver`, holding all of them). */
export function DataSaverSettings({ announce }: { announce(): void }) {
  const t = useI18n().ts.generalSettings;
  const [dataSaver, setDataSaver] = useSetting('dataSaver');
  const flag = (name: DataSaverFlag) => (on: boolean) => {
    // Only this flag changes; the others keep the values they have now.
    setDataSaver({ ...dataSaver, [name]: on });
    announce();
  };
  return (
    <section className={`${styles.panel} ${local.section}`} aria-labelledby="general-data-saver">
      <h2 id="general-data-saver" className={local.sectionTitle}>
        {t.dataSaver}
      </h2>
      <Toggle
        label={t.dataSaverMedia}
        hint={t.dataSaverMediaHint}
        checked={dataSaver.media}
        onChange={flag('media')}
      />
      <Toggle
        label={t.dataSaverAvatar}
        hint={t.dataSaverAvatarHint}
        checked={dataSaver.avatar}
        onChange={flag('avatar')}
      />
      <Toggle
        label={t.dataSaverUrlPreview}
        hint={t.dataSaverUrlPreviewHint}
        checked={dataSaver.urlPreview}
        onChange={flag('urlPreview')}
      />
      <Toggle
        label={t.dataSaverCode}
        hint={t.dataSaverCodeHint}
        checked={dataSaver.code}
        onChange={flag('code')}
      />
    </section>
  );
}
