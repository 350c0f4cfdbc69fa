import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const MiAuthPage = lazyPage(
  () => import('./MiAuthPage'),
  (m) => m.MiAuthPage,
);
const OAuthPage = lazyPage(
  () => import('./OAuthPage'),
  (m) => m.OAuthPage,
);
const LegacyAuthPage = lazyPage(
  () => import('./LegacyAuthPage'),
  (m) => m.LegacyAuthPage,
);

/**
 * Authorizing other apps (minimal layout): MiAuth, OAuth 2.0 and the legacy app flow. Signed
 * out, sign in first.
 */
export const authRoutes: AppRoute[] = [
  {
    path: '/miauth/{session}',
    component: MiAuthPage,
    loginRequired: true,
    query: { callback: 'callback', name: 'name', icon: 'icon', permission: 'permission' },
  },
  // Public, as Misskey's: the page asks a visitor to sign in itself (spec 000 §2).
  { path: '/oauth/authorize', component: OAuthPage },
  { path: '/auth/{token}', component: LegacyAuthPage, loginRequired: true },
];
