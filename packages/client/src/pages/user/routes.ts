import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const FollowingPage = lazyPage(
  () => import('./FollowListPage'),
  (m) => m.FollowingPage,
);
const FollowersPage = lazyPage(
  () => import('./FollowListPage'),
  (m) => m.FollowersPage,
);
const UserPage = lazyPage(
  () => import('./UserPage'),
  (m) => m.UserPage,
);

/** The profile's own sub-pages come before '/@{acct}/{page?}', which would take them as tabs. */
export const userRoutes: AppRoute[] = [
  { path: '/@{acct}/following', component: FollowingPage },
  { path: '/@{acct}/followers', component: FollowersPage },
  { path: '/@{acct}/{page?}', component: UserPage },
];
