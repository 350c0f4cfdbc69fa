import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const TimelinePage = lazyPage(
  () => import('./TimelinePage'),
  (m) => m.TimelinePage,
);
const RootPage = lazyPage(
  () => import('./RootPage'),
  (m) => m.RootPage,
);
const ListTimelinePage = lazyPage(
  () => import('./ListTimelinePage'),
  (m) => m.ListTimelinePage,
);
const AntennaTimelinePage = lazyPage(
  () => import('./AntennaTimelinePage'),
  (m) => m.AntennaTimelinePage,
);

export const timelineRoutes: AppRoute[] = [
  { path: '/timeline', component: TimelinePage },
  { path: '/timeline/list/{listId}', component: ListTimelinePage, loginRequired: true },
  { path: '/timeline/antenna/{antennaId}', component: AntennaTimelinePage, loginRequired: true },
  // '/' is the home timeline when signed in, the landing page otherwise (RootPage).
  { path: '/', component: RootPage },
];
