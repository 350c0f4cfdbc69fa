import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const MiAuthPage = lazyPage(
  () => import('./MiAuthPage'),
  (m) => m.MiAuthPage,
);
const LegacyAuthPage = lazyPage(
  () => import('./LegacyAuthPage'),
  (m) => m.LegacyAuthPage,
);

/** Authorizing other apps (minimal layout): MiAuth and the legacy app flow. Signed out, sign in first. */
export const authRoutes: AppRoute[] = [
  {
    path: '/miauth/{session}',
    component: MiAuthPage,
    loginRequired: true,
    query: { callback: 'callback', name: 'name', icon: 'icon', permission: 'permission' },
  },
  { path: '/auth/{token}', component: LegacyAuthPage, loginRequired: true },
];
