import styles from '@/pages/shell/Page.module.css';
import local from './GeneralSettingsPage.module.css';
import { SettingsNav } from './SettingsNav';

/**
 * The top of a settings page that saves as you change things: its title, the "Saved" notice
 * announced after each change (see useSavedNotice), and the settings navigation.
 */
export function SettingsHeader({ title, saved }: { title: string; saved: string }) {
  return (
    <>
      <div className={local.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={local.status} role="status" aria-live="polite">
          {saved}
        </p>
      </div>
      <SettingsNav />
    </>
  );
}
