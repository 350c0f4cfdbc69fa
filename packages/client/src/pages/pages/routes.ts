import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const PagesPage = lazyPage(
  () => import('./PagesPage'),
  (m) => m.PagesPage,
);
const PageEditPage = lazyPage(
  () => import('./PageEditPage'),
  (m) => m.PageEditPage,
);
const PageShowPage = lazyPage(
  () => import('./PageShowPage'),
  (m) => m.PageShowPage,
);

/**
 * Pages (spec 000 §2, issue 24): the list and a page are open to visitors (pages/featured and
 * pages/show answer without a token); writing one needs a sign-in. A page's address is under
 * the author's profile, so this table comes before the user area's '/@{acct}/{page?}'.
 */
export const pagesRoutes: AppRoute[] = [
  { path: '/pages/new', component: PageEditPage, loginRequired: true },
  { path: '/pages/edit/{initPageId}', component: PageEditPage, loginRequired: true },
  { path: '/pages', component: PagesPage, hash: 'initialTab' },
  { path: '/@{username}/pages/{pageName}', component: PageShowPage },
];
