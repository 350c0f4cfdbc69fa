import type { TextKey } from '@/i18n';

/** One page of the settings list: where it is and the text that names it. */
export interface SettingsPageEntry {
  path: string;
  label: TextKey;
  /** Shown only to accounts that may use it (the server's custom emoji need the right role). */
  staffOnly?: 'customEmojis';
}

export interface SettingsGroup {
  title: TextKey;
  pages: SettingsPageEntry[];
}

/**
 * Every settings page, grouped and ordered as Misskey's settings index groups them (account
 * basics, this client, the rest), with this client's extra pages next to their kin. A new page
 * gets into the side list, the phone's list and the search by one entry here (and its items in
 * searchIndex.ts).
 */
export const SETTINGS_GROUPS: SettingsGroup[] = [
  {
    title: 'settingsShell.groupBasic',
    pages: [
      { path: '/settings/profile', label: 'settingsNav.profile' },
      { path: '/settings/avatar-decoration', label: 'settingsNav.avatarDecoration' },
      { path: '/settings/privacy', label: 'settingsNav.privacy' },
      { path: '/settings/emoji-picker', label: 'settingsNav.emojiPicker' },
      { path: '/settings/drive', label: 'settingsNav.drive' },
      { path: '/settings/notifications', label: 'settingsNav.notifications' },
      { path: '/settings/email', label: 'settingsNav.email' },
      { path: '/settings/security', label: 'settingsNav.security' },
      { path: '/settings/accounts', label: 'settingsNav.accounts' },
      { path: '/settings/migration', label: 'settingsNav.migration' },
    ],
  },
  {
    title: 'settingsShell.groupClient',
    pages: [
      { path: '/settings/general', label: 'settingsNav.general' },
      { path: '/settings/appearance', label: 'settingsNav.appearance' },
      { path: '/settings/navbar', label: 'settingsNav.navbar' },
      { path: '/settings/timeline-header', label: 'settingsNav.timelineHeader' },
      { path: '/settings/theme', label: 'settingsNav.theme' },
      { path: '/settings/statusbar', label: 'settingsNav.statusbar' },
      { path: '/settings/sounds', label: 'settingsNav.sounds' },
      { path: '/settings/deck', label: 'settingsNav.deck' },
      { path: '/settings/custom-css', label: 'settingsNav.customCss' },
      { path: '/settings/plugin', label: 'settingsNav.plugins' },
    ],
  },
  {
    title: 'settingsShell.groupOther',
    pages: [
      { path: '/settings/roles', label: 'settingsNav.roles' },
      { path: '/settings/mute-block', label: 'settingsNav.muteBlock' },
      { path: '/settings/api', label: 'settingsNav.api' },
      { path: '/settings/apps', label: 'settingsNav.apps' },
      { path: '/settings/webhook', label: 'settingsNav.webhooks' },
      { path: '/settings/import-export', label: 'settingsNav.importExport' },
      { path: '/settings/other', label: 'settingsNav.other' },
      { path: '/custom-emojis-manager', label: 'settingsNav.customEmojis', staffOnly: 'customEmojis' },
    ],
  },
  {
    title: 'settingsShell.groupBackups',
    pages: [{ path: '/settings/preferences-backups', label: 'settingsNav.preferencesBackups' }],
  },
];

/**
 * The list entry a path belongs to: its own, or for a sub-page (theme/install,
 * webhook/edit/…, drive/cleaner) the page it lives under.
 */
export function entryOfPath(path: string): SettingsPageEntry | null {
  let best: SettingsPageEntry | null = null;
  for (const group of SETTINGS_GROUPS)
    for (const page of group.pages)
      if (
        (path === page.path || path.startsWith(`${page.path}/`)) &&
        page.path.length > (best?.path.length ?? 0)
      )
        best = page;
  return best;
}
