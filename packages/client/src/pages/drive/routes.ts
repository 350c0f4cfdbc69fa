import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const DriveFilePage = lazyPage(
  () => import('./DriveFilePage'),
  (m) => m.DriveFilePage,
);
const DrivePage = lazyPage(
  () => import('./DrivePage'),
  (m) => m.DrivePage,
);

export const driveRoutes: AppRoute[] = [
  { path: '/my/drive', component: DrivePage, loginRequired: true },
  { path: '/my/drive/folder/{folder}', component: DrivePage, loginRequired: true },
  { path: '/my/drive/file/{fileId}', component: DriveFilePage, loginRequired: true },
];
