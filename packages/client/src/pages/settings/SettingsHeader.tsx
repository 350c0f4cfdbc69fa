import styles from '@/pages/shell/Page.module.css';
import local from './GeneralSettingsPage.module.css';

/**
 * The top of a settings page that saves as you change things: its title and the "Saved"
 * notice announced after each change (see useSavedNotice). The list of settings pages is the
 * shell's (shell/SettingsLayout), beside or before every page.
 */
export function SettingsHeader({ title, saved }: { title: string; saved: string }) {
  return (
    <div className={local.header}>
      <h1 className={styles.title}>{title}</h1>
      <p className={local.status} role="status" aria-live="polite">
        {saved}
      </p>
    </div>
  );
}
