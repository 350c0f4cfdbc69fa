import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const GamesPage = lazyPage(
  () => import('./pages'),
  (m) => m.GamesPage,
);
const ClickerPage = lazyPage(
  () => import('./pages'),
  (m) => m.ClickerPage,
);

/** The games hub and the games that exist (issue 24); reversi and the bubble game join later. */
export const gamesRoutes: AppRoute[] = [
  { path: '/games', component: GamesPage },
  { path: '/clicker', component: ClickerPage, loginRequired: true },
];
