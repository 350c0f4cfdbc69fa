import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { useSetting, useSettingsStore } from '@/settings';
import { type Theme, useDarkMode, useThemesInForce } from '@/theme';
import local from '../GeneralSettingsPage.module.css';
import { Toggle, useSaved } from '../SettingControls';
import { SettingsHeader } from '../SettingsHeader';
import { useSavedNotice } from '../useSavedNotice';
import own from './Theme.module.css';
import { ThemePicker } from './ThemePicker';

/** /settings/theme: dark mode, the light and the dark theme with previews, and the theme tools. */
export function ThemeSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.themes;
  const store = useSettingsStore();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  // What is on screen (the device decides while syncing); switching by hand stops the syncing.
  const [isDark, setDark] = useDarkMode();
  const [syncDark, setSyncDark] = useSaved('syncDeviceDarkMode', announce);
  const [installed] = useSetting('themes');
  // What is shown: the user's choice, else the account's server default, else the built-in one.
  const { light, dark } = useThemesInForce();
  const choose = (key: 'lightTheme' | 'darkTheme') => (theme: Theme) => {
    store.set(key, theme);
    announce();
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />

      <section className={`${styles.panel} ${local.section}`} aria-labelledby="theme-mode">
        <h2 id="theme-mode" className={local.sectionTitle}>
          {t.mode}
        </h2>
        <Toggle
          label={t.darkMode}
          hint={syncDark ? t.darkModeFollowsDevice : null}
          role="switch"
          checked={isDark}
          onChange={(dark) => {
            setDark(dark);
            announce();
          }}
        />
        <Toggle label={t.syncDeviceDarkMode} checked={syncDark} onChange={setSyncDark} />
      </section>

      <section className={`${styles.panel} ${own.section}`} aria-labelledby="theme-choice">
        <h2 id="theme-choice" className={own.sectionTitle}>
          {t.choice}
        </h2>
        <div className={own.pickers}>
          <ThemePicker
            base="light"
            label={t.lightTheme}
            current={light}
            installed={installed}
            onChoose={choose('lightTheme')}
          />
          <ThemePicker
            base="dark"
            label={t.darkTheme}
            current={dark}
            installed={installed}
            onChoose={choose('darkTheme')}
          />
        </div>
      </section>

      <section className={`${styles.panel} ${own.section}`} aria-labelledby="theme-tools">
        <h2 id="theme-tools" className={own.sectionTitle}>
          {t.tools}
        </h2>
        <div className={own.links}>
          <Link to="/settings/theme/install" className={styles.linkButton}>
            {t.installTitle}
          </Link>
          <Link to="/settings/theme/manage" className={styles.linkButton}>
            {t.manageTitle}
          </Link>
          <Link to="/theme-editor" className={styles.linkButton}>
            {t.editorTitle}
          </Link>
        </div>
      </section>
    </div>
  );
}
