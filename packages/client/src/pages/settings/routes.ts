import { lazyPage, preloadPageComponent } from '../shell/lazyPage';
import type { AppRoute, PageComponent } from '../shell/pageRoute';

// The frame every settings page is shown in (shell/SettingsLayout): its own chunk, loaded
// with the first settings page, so none of it is start-up code.
const loadShell = () => import('./shell/SettingsLayout');

/** A page of the table below, in the settings frame (list beside it, search, way back). */
function inSettingsShell(page: PageComponent): PageComponent {
  return lazyPage(
    async () => (await Promise.all([loadShell(), preloadPageComponent(page)]))[0],
    (shell) => shell.framed(page),
  );
}

const SettingsIndexPage = lazyPage(loadShell, (m) => m.SettingsIndexPage);

// Each page is its own chunk, fetched when first shown (RouterView shows loading and errors).
const ProfileSettingsPage = lazyPage(
  () => import('./profile/ProfileSettingsPage'),
  (m) => m.ProfileSettingsPage,
);
const GeneralSettingsPage = lazyPage(
  () => import('./GeneralSettingsPage'),
  (m) => m.GeneralSettingsPage,
);
const AppearanceSettingsPage = lazyPage(
  () => import('./appearance'),
  (m) => m.AppearanceSettingsPage,
);
const NavbarSettingsPage = lazyPage(
  () => import('./navbar'),
  (m) => m.NavbarSettingsPage,
);
const TimelineHeaderSettingsPage = lazyPage(
  () => import('./timelineHeader'),
  (m) => m.TimelineHeaderSettingsPage,
);
const AccountsSettingsPage = lazyPage(
  () => import('./AccountsSettingsPage'),
  (m) => m.AccountsSettingsPage,
);
const SecuritySettingsPage = lazyPage(
  () => import('./security/SecuritySettingsPage'),
  (m) => m.SecuritySettingsPage,
);
const EmojiPickerSettingsPage = lazyPage(
  () => import('./emojiPicker/EmojiPickerSettingsPage'),
  (m) => m.EmojiPickerSettingsPage,
);
const MuteBlockSettingsPage = lazyPage(
  () => import('./MuteBlockSettingsPage'),
  (m) => m.MuteBlockSettingsPage,
);
const DriveSettingsPage = lazyPage(
  () => import('./DriveSettingsPage'),
  (m) => m.DriveSettingsPage,
);
const DriveCleanerPage = lazyPage(
  () => import('./DriveCleanerPage'),
  (m) => m.DriveCleanerPage,
);
const AppsSettingsPage = lazyPage(
  () => import('./apps/AppsSettingsPage'),
  (m) => m.AppsSettingsPage,
);
const ApiSettingsPage = lazyPage(
  () => import('./apps/ApiSettingsPage'),
  (m) => m.ApiSettingsPage,
);
const DeckSettingsPage = lazyPage(
  () => import('./DeckSettingsPage'),
  (m) => m.DeckSettingsPage,
);
const EmailSettingsPage = lazyPage(
  () => import('./EmailSettingsPage'),
  (m) => m.EmailSettingsPage,
);
const NotificationsSettingsPage = lazyPage(
  () => import('./notifications/NotificationsSettingsPage'),
  (m) => m.NotificationsSettingsPage,
);
const PrivacySettingsPage = lazyPage(
  () => import('./privacy/PrivacySettingsPage'),
  (m) => m.PrivacySettingsPage,
);

const ThemeSettingsPage = lazyPage(
  () => import('./theme/ThemeSettingsPage'),
  (m) => m.ThemeSettingsPage,
);
const ThemeInstallPage = lazyPage(
  () => import('./theme/ThemeInstallPage'),
  (m) => m.ThemeInstallPage,
);
const ThemeManagePage = lazyPage(
  () => import('./theme/ThemeManagePage'),
  (m) => m.ThemeManagePage,
);
const PreferencesBackupsPage = lazyPage(
  () => import('./preferencesBackups'),
  (m) => m.PreferencesBackupsPage,
);
const CustomCssSettingsPage = lazyPage(
  () => import('./customCss'),
  (m) => m.CustomCssSettingsPage,
);
const WebhooksPage = lazyPage(
  () => import('./webhooks'),
  (m) => m.WebhooksPage,
);
const WebhookNewPage = lazyPage(
  () => import('./webhooks'),
  (m) => m.WebhookNewPage,
);
const WebhookEditPage = lazyPage(
  () => import('./webhooks'),
  (m) => m.WebhookEditPage,
);
const StatusbarSettingsPage = lazyPage(
  () => import('./statusbar'),
  (m) => m.StatusbarSettingsPage,
);
const SoundsSettingsPage = lazyPage(
  () => import('./sounds'),
  (m) => m.SoundsSettingsPage,
);
const AvatarDecorationSettingsPage = lazyPage(
  () => import('./avatarDecoration/AvatarDecorationSettingsPage'),
  (m) => m.AvatarDecorationSettingsPage,
);
const RolesSettingsPage = lazyPage(
  () => import('./roles/RolesSettingsPage'),
  (m) => m.RolesSettingsPage,
);
const ImportExportSettingsPage = lazyPage(
  () => import('./importExport'),
  (m) => m.ImportExportSettingsPage,
);
const MigrationSettingsPage = lazyPage(
  () => import('./migration'),
  (m) => m.MigrationSettingsPage,
);
const PluginSettingsPage = lazyPage(
  () => import('./plugin'),
  (m) => m.PluginSettingsPage,
);
const PluginInstallPage = lazyPage(
  () => import('./plugin'),
  (m) => m.PluginInstallPage,
);
const OtherSettingsPage = lazyPage(
  () => import('./other'),
  (m) => m.OtherSettingsPage,
);

const pages: AppRoute[] = [
  { path: '/settings/profile', component: ProfileSettingsPage, loginRequired: true },
  { path: '/settings/avatar-decoration', component: AvatarDecorationSettingsPage, loginRequired: true },
  { path: '/settings/general', component: GeneralSettingsPage, loginRequired: true },
  { path: '/settings/appearance', component: AppearanceSettingsPage, loginRequired: true },
  { path: '/settings/navbar', component: NavbarSettingsPage, loginRequired: true },
  { path: '/settings/timeline-header', component: TimelineHeaderSettingsPage, loginRequired: true },
  { path: '/settings/theme', component: ThemeSettingsPage, loginRequired: true },
  { path: '/settings/theme/install', component: ThemeInstallPage, loginRequired: true },
  { path: '/settings/theme/manage', component: ThemeManagePage, loginRequired: true },
  { path: '/settings/accounts', component: AccountsSettingsPage, loginRequired: true },
  { path: '/settings/security', component: SecuritySettingsPage, loginRequired: true },
  { path: '/settings/emoji-picker', component: EmojiPickerSettingsPage, loginRequired: true },
  { path: '/settings/notifications', component: NotificationsSettingsPage, loginRequired: true },
  { path: '/settings/privacy', component: PrivacySettingsPage, loginRequired: true },
  { path: '/settings/email', component: EmailSettingsPage, loginRequired: true },
  { path: '/settings/apps', component: AppsSettingsPage, loginRequired: true },
  { path: '/settings/api', component: ApiSettingsPage, loginRequired: true },
  { path: '/settings/drive', component: DriveSettingsPage, loginRequired: true },
  { path: '/settings/drive/cleaner', component: DriveCleanerPage, loginRequired: true },
  { path: '/settings/deck', component: DeckSettingsPage, loginRequired: true },
  { path: '/settings/statusbar', component: StatusbarSettingsPage, loginRequired: true },
  { path: '/settings/sounds', component: SoundsSettingsPage, loginRequired: true },
  { path: '/settings/preferences-backups', component: PreferencesBackupsPage, loginRequired: true },
  { path: '/settings/custom-css', component: CustomCssSettingsPage, loginRequired: true },
  { path: '/settings/roles', component: RolesSettingsPage, loginRequired: true },
  { path: '/settings/plugin', component: PluginSettingsPage, loginRequired: true },
  { path: '/settings/plugin/install', component: PluginInstallPage, loginRequired: true },
  { path: '/settings/other', component: OtherSettingsPage, loginRequired: true },
  { path: '/settings/migration', component: MigrationSettingsPage, loginRequired: true },
  { path: '/settings/import-export', component: ImportExportSettingsPage, loginRequired: true },
  { path: '/settings/webhook', component: WebhooksPage, loginRequired: true },
  { path: '/settings/webhook/new', component: WebhookNewPage, loginRequired: true },
  { path: '/settings/webhook/edit/{webhookId}', component: WebhookEditPage, loginRequired: true },
  {
    path: '/settings/mute-block',
    component: MuteBlockSettingsPage,
    loginRequired: true,
    hash: 'initialTab',
  },
];

/** /settings itself, then every page above in the frame. */
export const settingsRoutes: AppRoute[] = [
  { path: '/settings', component: SettingsIndexPage, loginRequired: true },
  ...pages.map((route) =>
    route.component ? { ...route, component: inSettingsShell(route.component) } : route,
  ),
];
