import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const AboutPage = lazyPage(
  () => import('./AboutPage'),
  (m) => m.AboutPage,
);
const ClientAboutPage = lazyPage(
  () => import('./ClientAboutPage'),
  (m) => m.ClientAboutPage,
);
const ContactPage = lazyPage(
  () => import('./ContactPage'),
  (m) => m.ContactPage,
);
const InstanceInfoPage = lazyPage(
  () => import('./InstanceInfoPage'),
  (m) => m.InstanceInfoPage,
);
const RolePage = lazyPage(
  () => import('./RolePage'),
  (m) => m.RolePage,
);
const AdsPage = lazyPage(
  () => import('./AdsPage'),
  (m) => m.AdsPage,
);

/** The server's and the app's public pages: about, contact, another server, a role, the ads. */
export const aboutRoutes: AppRoute[] = [
  { path: '/about', component: AboutPage, hash: 'initialTab' },
  { path: '/about-type4ny', component: ClientAboutPage },
  { path: '/contact', component: ContactPage },
  { path: '/instance-info/{host}', component: InstanceInfoPage },
  { path: '/roles/{roleId}', component: RolePage },
  { path: '/ads', component: AdsPage },
];
