import type { TextKey } from '@/i18n';

/** One section of the control panel: where it is and the text that names it. */
export interface AdminPageEntry {
  path: string;
  label: TextKey;
  /** Its endpoints answer administrators only (as Misskey's): moderators are not offered it. */
  adminOnly?: true;
}

export interface AdminGroup {
  title: TextKey;
  pages: AdminPageEntry[];
}

/**
 * The sections of /admin that exist, grouped as Misskey's control panel groups them. A new
 * section gets into the side list and the phone's list by one line here (its route goes into
 * `framedAdminPages` in ../routes.ts). A group with no section yet is not shown.
 */
export const ADMIN_GROUPS: AdminGroup[] = [
  {
    title: 'adminShell.groupOverview',
    pages: [
      { path: '/admin/overview', label: 'adminShell.pages.overview' },
      { path: '/admin/queue', label: 'adminShell.pages.queue' },
      { path: '/admin/federation', label: 'adminShell.pages.federation' },
      { path: '/admin/relays', label: 'adminShell.pages.relays' },
    ],
  },
  {
    title: 'adminShell.groupModeration',
    pages: [
      { path: '/admin/users', label: 'adminShell.pages.users' },
      { path: '/admin/abuses', label: 'adminShell.pages.abuses' },
      { path: '/admin/abuse-report-notification-recipient', label: 'adminShell.pages.abuseReportRecipients' },
      { path: '/admin/system-webhook', label: 'adminShell.pages.systemWebhook' },
      { path: '/admin/invites', label: 'invitePage.title' },
      { path: '/admin/roles', label: 'adminShell.pages.roles' },
      { path: '/admin/modlog', label: 'adminShell.pages.modlog', adminOnly: true },
    ],
  },
  {
    title: 'adminShell.groupContent',
    pages: [
      { path: '/admin/announcements', label: 'adminShell.pages.announcements' },
      { path: '/admin/emojis', label: 'adminShell.pages.emojis' },
      { path: '/admin/emojis2', label: 'adminShell.pages.emojis2' },
      { path: '/admin/files', label: 'adminShell.pages.files' },
      { path: '/admin/ads', label: 'adminShell.pages.ads' },
      { path: '/admin/avatar-decorations', label: 'adminShell.pages.avatarDecorations', adminOnly: true },
    ],
  },
  {
    title: 'adminShell.groupServer',
    pages: [
      { path: '/admin/settings', label: 'adminShell.pages.settings', adminOnly: true },
      { path: '/admin/branding', label: 'adminShell.pages.branding', adminOnly: true },
      { path: '/admin/server-rules', label: 'adminShell.pages.serverRules', adminOnly: true },
      { path: '/admin/moderation', label: 'adminShell.pages.moderation', adminOnly: true },
      { path: '/admin/security', label: 'adminShell.pages.security', adminOnly: true },
      { path: '/admin/external-services', label: 'adminShell.pages.externalServices', adminOnly: true },
      { path: '/admin/inbox-moderation', label: 'adminShell.pages.inboxModeration', adminOnly: true },
      { path: '/admin/database', label: 'adminShell.pages.database', adminOnly: true },
      { path: '/admin/email-settings', label: 'adminShell.pages.emailSettings', adminOnly: true },
      { path: '/admin/object-storage', label: 'adminShell.pages.objectStorage', adminOnly: true },
      { path: '/admin/performance', label: 'adminShell.pages.performance', adminOnly: true },
      { path: '/admin/other-settings', label: 'adminShell.pages.otherSettings', adminOnly: true },
    ],
  },
];

/** The groups and sections a viewer may use: a moderator does not see administrators' ones. */
export function adminGroupsFor(isAdmin: boolean): AdminGroup[] {
  return ADMIN_GROUPS.map((group) => ({
    ...group,
    pages: group.pages.filter((page) => isAdmin || !page.adminOnly),
  })).filter((group) => group.pages.length > 0);
}

/** The section a path belongs to: its own, or for a sub-page (roles/{id}/edit) its parent. */
export function adminEntryOfPath(path: string): AdminPageEntry | null {
  let best: AdminPageEntry | null = null;
  for (const group of ADMIN_GROUPS)
    for (const page of group.pages)
      if (
        (path === page.path || path.startsWith(`${page.path}/`)) &&
        page.path.length > (best?.path.length ?? 0)
      )
        best = page;
  return best;
}
