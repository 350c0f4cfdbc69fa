import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const AnnouncementsPage = lazyPage(
  () => import('./AnnouncementsPage'),
  (m) => m.AnnouncementsPage,
);
const AnnouncementPage = lazyPage(
  () => import('./AnnouncementPage'),
  (m) => m.AnnouncementPage,
);

/** The server's announcements: current and past, and each on its own page. */
export const announcementsRoutes: AppRoute[] = [
  { path: '/announcements', component: AnnouncementsPage },
  { path: '/announcements/{announcementId}', component: AnnouncementPage },
];
