import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const LookupPage = lazyPage(
  () => import('./LookupPage'),
  (m) => m.LookupPage,
);
const ExplorePage = lazyPage(
  () => import('./ExplorePage'),
  (m) => m.ExplorePage,
);
const UserTagPage = lazyPage(
  () => import('./UserTagPage'),
  (m) => m.UserTagPage,
);
const TagPage = lazyPage(
  () => import('./TagPage'),
  (m) => m.TagPage,
);

export const exploreRoutes: AppRoute[] = [
  {
    path: '/lookup',
    component: LookupPage,
    loginRequired: true,
    query: { uri: 'uri', acct: 'acct', q: 'q' },
  },
  { path: '/authorize-follow', redirect: '/lookup', loginRequired: true },
  { path: '/authorize_interaction', redirect: '/lookup', loginRequired: true },
  { path: '/tags/{tag}', component: TagPage },
  { path: '/explore', component: ExplorePage, hash: 'initialTab' },
  { path: '/user-tags/{tag}', component: UserTagPage },
];
