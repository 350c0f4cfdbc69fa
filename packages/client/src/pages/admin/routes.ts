import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const AdminFilePage = lazyPage(
  () => import('./AdminFilePage'),
  (m) => m.AdminFilePage,
);
const CustomEmojisManagerPage = lazyPage(
  () => import('./customEmojis/CustomEmojisManagerPage'),
  (m) => m.CustomEmojisManagerPage,
);

export const adminRoutes: AppRoute[] = [
  { path: '/admin/file/{fileId}', component: AdminFilePage, staffOnly: true },
  // Not staffOnly: holders of canManageCustomEmojis may use it too; the page checks (spec 000 §2).
  { path: '/custom-emojis-manager', component: CustomEmojisManagerPage },
];
