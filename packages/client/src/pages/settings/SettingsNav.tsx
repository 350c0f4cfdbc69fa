import { useAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { Link, useRoute } from '@/router';
import { canManageCustomEmojis } from '../admin/customEmojis/emojiForm';
import styles from './SettingsNav.module.css';

/**
 * The settings pages and where each is: the navigation's Settings entry opens General, and
 * without this the other pages were only reachable by typing their address.
 */
export function SettingsNav() {
  const i18n = useI18n();
  const t = i18n.ts.settingsNav;
  const account = useAccount();
  const { url } = useRoute();
  const here = url.split(/[?#]/)[0];
  const pages = [
    { path: '/settings/general', label: t.general },
    { path: '/settings/appearance', label: t.appearance },
    { path: '/settings/navbar', label: t.navbar },
    { path: '/settings/theme', label: t.theme },
    { path: '/settings/profile', label: t.profile },
    { path: '/settings/privacy', label: t.privacy },
    { path: '/settings/emoji-picker', label: t.emojiPicker },
    { path: '/settings/drive', label: t.drive },
    { path: '/settings/deck', label: t.deck },
    { path: '/settings/statusbar', label: t.statusbar },
    { path: '/settings/mute-block', label: t.muteBlock },
    { path: '/settings/notifications', label: t.notifications },
    { path: '/settings/security', label: t.security },
    { path: '/settings/email', label: t.email },
    { path: '/settings/accounts', label: t.accounts },
    { path: '/settings/apps', label: t.apps },
    { path: '/settings/api', label: t.api },
    { path: '/settings/webhook', label: t.webhooks },
    { path: '/settings/preferences-backups', label: t.preferencesBackups },
    { path: '/settings/custom-css', label: t.customCss },
    { path: '/settings/other', label: t.other },
    ...(canManageCustomEmojis(account) ? [{ path: '/custom-emojis-manager', label: t.customEmojis }] : []),
  ];
  return (
    <nav className={styles.nav} aria-label={t.label}>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className={styles.link}
              aria-current={here === page.path ? 'page' : undefined}
            >
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
