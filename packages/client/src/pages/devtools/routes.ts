import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const ApiConsolePage = lazyPage(
  () => import('./pages'),
  (m) => m.ApiConsolePage,
);
const RegistryPage = lazyPage(
  () => import('./pages'),
  (m) => m.RegistryPage,
);
const RegistryKeysPage = lazyPage(
  () => import('./pages'),
  (m) => m.RegistryKeysPage,
);
const RegistryValuePage = lazyPage(
  () => import('./pages'),
  (m) => m.RegistryValuePage,
);

/**
 * Developer tools (issue 24): the API console (signed-in only) and the registry browser (open
 * in the spec's table; its pages ask a visitor to sign in).
 */
export const devtoolsRoutes: AppRoute[] = [
  { path: '/api-console', component: ApiConsolePage, loginRequired: true },
  { path: '/registry', component: RegistryPage },
  // The rest of the URL is the scope (and, for a value, the key last): scopes have many segments.
  { path: '/registry/keys/{domain}/{path*}', component: RegistryKeysPage },
  { path: '/registry/value/{domain}/{path*}', component: RegistryValuePage },
];
