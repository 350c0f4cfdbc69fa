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

export const timelineRoutes: AppRoute[] = [
  { path: '/timeline', component: TimelinePage },
  // '/' is the home timeline when signed in, the landing page otherwise (RootPage).
  { path: '/', component: RootPage },
];
