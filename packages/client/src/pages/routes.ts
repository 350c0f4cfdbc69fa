import type { ComponentType } from 'react';
import type { RouteDef, RouteProps } from '@/router';
import { lazyPage } from './lazyPage';

// Each page is its own chunk, fetched when first shown (RouterView shows loading and errors).
const RootPage = lazyPage(
  () => import('./RootPage'),
  (m) => m.RootPage,
);
const AccountsSettingsPage = lazyPage(
  () => import('./settings/AccountsSettingsPage'),
  (m) => m.AccountsSettingsPage,
);
const ProfileSettingsPage = lazyPage(
  () => import('./settings/ProfileSettingsPage'),
  (m) => m.ProfileSettingsPage,
);
const GeneralSettingsPage = lazyPage(
  () => import('./settings/GeneralSettingsPage'),
  (m) => m.GeneralSettingsPage,
);
const UserPage = lazyPage(
  () => import('./UserPage'),
  (m) => m.UserPage,
);
const TagPage = lazyPage(
  () => import('./TagPage'),
  (m) => m.TagPage,
);
const TimelinePage = lazyPage(
  () => import('./TimelinePage'),
  (m) => m.TimelinePage,
);
const FollowingPage = lazyPage(
  () => import('./user/FollowListPage'),
  (m) => m.FollowingPage,
);
const FollowersPage = lazyPage(
  () => import('./user/FollowListPage'),
  (m) => m.FollowersPage,
);
const NotificationsPage = lazyPage(
  () => import('./NotificationsPage'),
  (m) => m.NotificationsPage,
);
const FavoritesPage = lazyPage(
  () => import('./FavoritesPage'),
  (m) => m.FavoritesPage,
);
const LookupPage = lazyPage(
  () => import('@/lookup/LookupPage'),
  (m) => m.LookupPage,
);
const NotePage = lazyPage(
  () => import('./NotePage'),
  (m) => m.NotePage,
);
const DriveFilePage = lazyPage(
  () => import('./drive/DriveFilePage'),
  (m) => m.DriveFilePage,
);
const AdminFilePage = lazyPage(
  () => import('./admin/AdminFilePage'),
  (m) => m.AdminFilePage,
);
const CustomEmojisManagerPage = lazyPage(
  () => import('./admin/customEmojis/CustomEmojisManagerPage'),
  (m) => m.CustomEmojisManagerPage,
);
const EmojiPickerSettingsPage = lazyPage(
  () => import('./settings/emojiPicker/EmojiPickerSettingsPage'),
  (m) => m.EmojiPickerSettingsPage,
);

export type PageComponent = ComponentType<{ params: RouteProps }>;
export type AppRoute = RouteDef<PageComponent>;

/**
 * The route table (spec 000 §2), as data: order is priority. The next issue fills in the
 * remaining routes; anything unmatched shows the not-found screen.
 */
export const routes: AppRoute[] = [
  { path: '/settings/profile', component: ProfileSettingsPage, loginRequired: true },
  { path: '/settings/general', component: GeneralSettingsPage, loginRequired: true },
  { path: '/settings/accounts', component: AccountsSettingsPage, loginRequired: true },
  { path: '/settings/emoji-picker', component: EmojiPickerSettingsPage, loginRequired: true },
  { path: '/lookup', component: LookupPage, loginRequired: true },
  { path: '/authorize-follow', redirect: '/lookup', loginRequired: true },
  { path: '/authorize_interaction', redirect: '/lookup', loginRequired: true },
  { path: '/timeline', component: TimelinePage },
  { path: '/notes/{noteId}/{initialTab?}', component: NotePage },
  { path: '/tags/{tag}', component: TagPage },
  { path: '/my/notifications', component: NotificationsPage, loginRequired: true },
  { path: '/my/favorites', component: FavoritesPage, loginRequired: true },
  { path: '/my/drive/file/{fileId}', component: DriveFilePage, loginRequired: true },
  { path: '/admin/file/{fileId}', component: AdminFilePage, staffOnly: true },
  // Not staffOnly: holders of canManageCustomEmojis may use it too; the page checks (spec 000 §2).
  { path: '/custom-emojis-manager', component: CustomEmojisManagerPage },
  { path: '/@{acct}/following', component: FollowingPage },
  { path: '/@{acct}/followers', component: FollowersPage },
  { path: '/@{acct}/{page?}', component: UserPage },
  { path: '/', component: RootPage },
];

/**
 * The table for a viewer: /redirect-test goes to the signed-in user's own profile, or home
 * (spec 000 §2). An account change is always a full page load, so this is built once.
 */
export function createRoutes(ownUsername: string | null): AppRoute[] {
  const redirectTest: AppRoute = {
    path: '/redirect-test',
    redirect: () => (ownUsername ? `/@${encodeURIComponent(ownUsername)}` : '/'),
  };
  return [redirectTest, ...routes];
}
