import { useAccount } from '@/accounts';
import { useI18n } from '@/i18n';
import { useRoute } from '@/router';
import { canManageCustomEmojis } from '../admin/customEmojis/emojiForm';
import { SectionNav } from '../shell/SectionFrame';
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
  const groups = SETTINGS_GROUPS.map((group) => ({
    ...group,
    pages: group.pages.filter((page) => !page.staffOnly || canManageCustomEmojis(account)),
  }));
  return <SectionNav label={i18n.ts.settingsNav.label} groups={groups} current={current} />;
}
