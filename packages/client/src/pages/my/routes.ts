import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const NotificationsPage = lazyPage(
  () => import('./NotificationsPage'),
  (m) => m.NotificationsPage,
);
const FollowRequestsPage = lazyPage(
  () => import('./FollowRequestsPage'),
  (m) => m.FollowRequestsPage,
);
const ClipsPage = lazyPage(
  () => import('./ClipsPage'),
  (m) => m.ClipsPage,
);
const FavoritesPage = lazyPage(
  () => import('./FavoritesPage'),
  (m) => m.FavoritesPage,
);
const AchievementsPage = lazyPage(
  () => import('./AchievementsPage'),
  (m) => m.AchievementsPage,
);
const ListsPage = lazyPage(
  () => import('./ListsPage'),
  (m) => m.ListsPage,
);
const ListsEditPage = lazyPage(
  () => import('./ListsEditPage'),
  (m) => m.ListsEditPage,
);
const AntennasPage = lazyPage(
  () => import('./AntennasPage'),
  (m) => m.AntennasPage,
);
const AntennaCreatePage = lazyPage(
  () => import('./AntennaCreatePage'),
  (m) => m.AntennaCreatePage,
);
const AntennaEditPage = lazyPage(
  () => import('./AntennaEditPage'),
  (m) => m.AntennaEditPage,
);

/** The signed-in user's own things under /my (the drive has its own area). */
export const myRoutes: AppRoute[] = [
  { path: '/my/notifications', component: NotificationsPage, loginRequired: true },
  { path: '/my/favorites', component: FavoritesPage, loginRequired: true },
  { path: '/my/achievements', component: AchievementsPage, loginRequired: true },
  { path: '/my/clips', component: ClipsPage, loginRequired: true },
  { path: '/my/lists', component: ListsPage, loginRequired: true },
  { path: '/my/lists/{listId}', component: ListsEditPage, loginRequired: true },
  { path: '/my/follow-requests', component: FollowRequestsPage, loginRequired: true },
  { path: '/my/antennas', component: AntennasPage, loginRequired: true },
  { path: '/my/antennas/create', component: AntennaCreatePage, loginRequired: true },
  { path: '/my/antennas/{antennaId}', component: AntennaEditPage, loginRequired: true },
];
