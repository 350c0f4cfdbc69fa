import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

// Lazy chunks: a play's page pulls in the AiScript interpreter, which never joins the start-up bundle.
const PlayListPage = lazyPage(
  () => import('./PlayListPage'),
  (m) => m.PlayListPage,
);
const PlayEditPage = lazyPage(
  () => import('./PlayEditPage'),
  (m) => m.PlayEditPage,
);
const PlayPage = lazyPage(
  () => import('./PlayPage'),
  (m) => m.PlayPage,
);

/**
 * Play (spec 000 §2, issue 24): the list and a play are open to visitors (flash/featured,
 * flash/search and flash/show answer without a token); writing one needs a sign-in.
 */
export const playRoutes: AppRoute[] = [
  { path: '/play', component: PlayListPage, hash: 'initialTab' },
  { path: '/play/new', component: PlayEditPage, loginRequired: true },
  { path: '/play/{id}/edit', component: PlayEditPage, loginRequired: true },
  { path: '/play/{id}', component: PlayPage },
];
