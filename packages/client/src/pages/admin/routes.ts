import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

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

export const adminRoutes: AppRoute[] = [
  { path: '/admin/file/{fileId}', component: AdminFilePage, staffOnly: true },
  { path: '/admin/announcements', component: AdminAnnouncementsPage, staffOnly: true },
  // Not staffOnly: holders of canManageCustomEmojis may use it too; the page checks (spec 000 §2).
  { path: '/custom-emojis-manager', component: CustomEmojisManagerPage },
];
