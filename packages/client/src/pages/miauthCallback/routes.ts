import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const MiAuthCallbackPage = lazyPage(
  () => import('./MiAuthCallbackPage'),
  (m) => m.MiAuthCallbackPage,
);

/** Where another server's MiAuth page sends the person back (minimal layout). */
export const miauthCallbackRoutes: AppRoute[] = [
  { path: '/miauth-callback', component: MiAuthCallbackPage, query: { session: 'session' } },
];
