import { lazyPage, preloadPageComponent } from '../shell/lazyPage';
import type { AppRoute, PageComponent } from '../shell/pageRoute';

// The control panel's frame (shell/AdminLayout): its own chunk, loaded with the first admin
// page, so none of it is start-up code.
const loadShell = () => import('./shell/AdminLayout');

/** A section of the table below, in the control panel's frame (list beside it, way back). */
function inAdminShell(page: PageComponent): PageComponent {
  return lazyPage(
    async () => (await Promise.all([loadShell(), preloadPageComponent(page)]))[0],
    (shell) => shell.framedAdmin(page),
  );
}

const AdminIndexPage = lazyPage(loadShell, (m) => m.AdminIndexPage);
const AdminFilePage = lazyPage(
  () => import('./AdminFilePage'),
  (m) => m.AdminFilePage,
);
const AdminAnnouncementsPage = lazyPage(
  () => import('./announcements/AdminAnnouncementsPage'),
  (m) => m.AdminAnnouncementsPage,
);
const CustomEmojisManagerPage = lazyPage(
  () => import('./customEmojis/CustomEmojisManagerPage'),
  (m) => m.CustomEmojisManagerPage,
);
const Emojis2Page = lazyPage(
  () => import('./emojis2/Emojis2Page'),
  (m) => m.Emojis2Page,
);
const AdminRolesPage = lazyPage(
  () => import('./roles/AdminRolesPage'),
  (m) => m.AdminRolesPage,
);
const AdminRolePage = lazyPage(
  () => import('./roles/AdminRolePage'),
  (m) => m.AdminRolePage,
);
const AdminUsersPage = lazyPage(
  () => import('./users/AdminUsersPage'),
  (m) => m.AdminUsersPage,
);
const AdminUserPage = lazyPage(
  () => import('./user/AdminUserPage'),
  (m) => m.AdminUserPage,
);
const AdminOverviewPage = lazyPage(
  () => import('./overview/AdminOverviewPage'),
  (m) => m.AdminOverviewPage,
);
const AdminModlogPage = lazyPage(
  () => import('./modlog/AdminModlogPage'),
  (m) => m.AdminModlogPage,
);
const AdminGeneralSettingsPage = lazyPage(
  () => import('./settings/ServerSettingsPage'),
  (m) => m.AdminGeneralSettingsPage,
);
const AdminBrandingPage = lazyPage(
  () => import('./settings/ServerSettingsPage'),
  (m) => m.AdminBrandingPage,
);
const AdminServerRulesPage = lazyPage(
  () => import('./settings/ServerSettingsPage'),
  (m) => m.AdminServerRulesPage,
);
const AdminModerationSettingsPage = lazyPage(
  () => import('./settings/ServerSettingsPage'),
  (m) => m.AdminModerationSettingsPage,
);
const AdminPerformancePage = lazyPage(
  () => import('./settings/ServerSettingsPage'),
  (m) => m.AdminPerformancePage,
);
const AdminOtherSettingsPage = lazyPage(
  () => import('./settings/ServerSettingsPage'),
  (m) => m.AdminOtherSettingsPage,
);
const AdminInvitesPage = lazyPage(
  () => import('./invites/AdminInvitesPage'),
  (m) => m.AdminInvitesPage,
);
const AdminAbusesPage = lazyPage(
  () => import('./abuses/AdminAbusesPage'),
  (m) => m.AdminAbusesPage,
);
const AdminAvatarDecorationsPage = lazyPage(
  () => import('./avatarDecorations/AdminAvatarDecorationsPage'),
  (m) => m.AdminAvatarDecorationsPage,
);
const EmailSettingsPage = lazyPage(
  () => import('./emailSettings/EmailSettingsPage'),
  (m) => m.EmailSettingsPage,
);
const AdminObjectStoragePage = lazyPage(
  () => import('./objectStorage/AdminObjectStoragePage'),
  (m) => m.AdminObjectStoragePage,
);
const SystemWebhookPage = lazyPage(
  () => import('./systemWebhook/SystemWebhookPage'),
  (m) => m.SystemWebhookPage,
);
const AbuseReportRecipientsPage = lazyPage(
  () => import('./abuseReportRecipients/AbuseReportRecipientsPage'),
  (m) => m.AbuseReportRecipientsPage,
);
const AdminQueuePage = lazyPage(
  () => import('./queue/AdminQueuePage'),
  (m) => m.AdminQueuePage,
);
const AdminDatabasePage = lazyPage(
  () => import('./database/AdminDatabasePage'),
  (m) => m.AdminDatabasePage,
);
const AdminFederationPage = lazyPage(
  () => import('./federation/AdminFederationPage'),
  (m) => m.AdminFederationPage,
);
const AdminRelaysPage = lazyPage(
  () => import('./relays/AdminRelaysPage'),
  (m) => m.AdminRelaysPage,
);
const AdminInboxModerationPage = lazyPage(
  () => import('./inboxModeration/AdminInboxModerationPage'),
  (m) => m.AdminInboxModerationPage,
);
const AdminSecurityPage = lazyPage(
  () => import('./security/AdminSecurityPage'),
  (m) => m.AdminSecurityPage,
);
const AdminExternalServicesPage = lazyPage(
  () => import('./externalServices/AdminExternalServicesPage'),
  (m) => m.AdminExternalServicesPage,
);
const AdminAdsPage = lazyPage(
  () => import('./ads/AdminAdsPage'),
  (m) => m.AdminAdsPage,
);
const AdminFilesPage = lazyPage(
  () => import('./files/AdminFilesPage'),
  (m) => m.AdminFilesPage,
);
const RoleEditorPage = lazyPage(
  () => import('./roles/RoleEditorPage'),
  (m) => m.RoleEditorPage,
);

/**
 * The control panel's sections, each shown in its frame; all of them are not-found for
 * anyone who is not a moderator or administrator (spec 000 §2). A new section is one line
 * here and one in shell/adminPages.ts.
 */
const framedAdminPages: AppRoute[] = [
  { path: '/admin/announcements', component: AdminAnnouncementsPage },
  { path: '/admin/emojis', component: CustomEmojisManagerPage },
  { path: '/admin/emojis2', component: Emojis2Page },
  { path: '/admin/roles', component: AdminRolesPage },
  { path: '/admin/roles/new', component: RoleEditorPage },
  { path: '/admin/roles/{id}/edit', component: RoleEditorPage },
  { path: '/admin/roles/{id}', component: AdminRolePage },
  { path: '/admin/users', component: AdminUsersPage },
  { path: '/admin/user/{userId}', component: AdminUserPage },
  { path: '/admin/modlog', component: AdminModlogPage },
  { path: '/admin/abuses', component: AdminAbusesPage },
  { path: '/admin/overview', component: AdminOverviewPage },
  { path: '/admin/queue', component: AdminQueuePage },
  { path: '/admin/database', component: AdminDatabasePage },
  { path: '/admin/federation', component: AdminFederationPage },
  { path: '/admin/relays', component: AdminRelaysPage },
  { path: '/admin/inbox-moderation', component: AdminInboxModerationPage },
  { path: '/admin/settings', component: AdminGeneralSettingsPage },
  { path: '/admin/branding', component: AdminBrandingPage },
  { path: '/admin/server-rules', component: AdminServerRulesPage },
  { path: '/admin/moderation', component: AdminModerationSettingsPage },
  { path: '/admin/performance', component: AdminPerformancePage },
  { path: '/admin/other-settings', component: AdminOtherSettingsPage },
  { path: '/admin/invites', component: AdminInvitesPage },
  { path: '/admin/ads', component: AdminAdsPage },
  { path: '/admin/files', component: AdminFilesPage },
  { path: '/admin/security', component: AdminSecurityPage },
  { path: '/admin/external-services', component: AdminExternalServicesPage },
  { path: '/admin/email-settings', component: EmailSettingsPage },
  { path: '/admin/object-storage', component: AdminObjectStoragePage },
  { path: '/admin/system-webhook', component: SystemWebhookPage },
  { path: '/admin/abuse-report-notification-recipient', component: AbuseReportRecipientsPage },
  { path: '/admin/avatar-decorations', component: AdminAvatarDecorationsPage },
];

export const adminRoutes: AppRoute[] = [
  { path: '/admin', component: AdminIndexPage, staffOnly: true },
  ...framedAdminPages.map((route) => ({
    ...route,
    component: route.component ? inAdminShell(route.component) : undefined,
    staffOnly: true,
  })),
  { path: '/admin/file/{fileId}', component: AdminFilePage, staffOnly: true },
  // Not staffOnly: holders of canManageCustomEmojis may use it too; the page checks (spec 000 §2).
  { path: '/custom-emojis-manager', component: CustomEmojisManagerPage },
];
