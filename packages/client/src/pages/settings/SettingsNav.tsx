import { useAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link, useRoute } from '@/router';
import { canManageCustomEmojis } from '../admin/customEmojis/emojiForm';
import styles from './SettingsNav.module.css';
import { entryOfPath, SETTINGS_GROUPS } from './shell/settingsPages';

/**
 * Kept so the pages that still render it compile: the settings shell (shell/SettingsLayout)
 * shows the list of pages beside every settings page now, so this renders nothing.
 */
export function SettingsNav() {
  return null;
}

/**
 * Every settings page in its group, the current one marked: the side list on a desktop, the
 * whole of /settings on a phone. Sub-pages (theme/install…) mark the page they belong to.
 */
export function SettingsList() {
  const i18n = useI18n();
  const account = useAccount();
  const { url } = useRoute();
  const current = entryOfPath(url.split(/[?#]/)[0] ?? '')?.path;
  return (
    <nav className={styles.nav} aria-label={i18n.ts.settingsNav.label}>
      {SETTINGS_GROUPS.map((group) => {
        const pages = group.pages.filter((page) => !page.staffOnly || canManageCustomEmojis(account));
        if (pages.length === 0) return null;
        const title = i18n.t(group.title);
        return (
          <section key={group.title} className={styles.group} aria-label={title}>
            <h2 className={styles.groupTitle}>{title}</h2>
            <ul className={styles.list}>
              {pages.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className={styles.link}
                    aria-current={current === page.path ? 'page' : undefined}
                  >
                    {i18n.t(page.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
