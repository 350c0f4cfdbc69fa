import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const DriveFilePage = lazyPage(
  () => import('./DriveFilePage'),
  (m) => m.DriveFilePage,
);

export const driveRoutes: AppRoute[] = [
  { path: '/my/drive/file/{fileId}', component: DriveFilePage, loginRequired: true },
];
