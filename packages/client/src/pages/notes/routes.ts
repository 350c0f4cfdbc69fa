import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const NotePage = lazyPage(
  () => import('./NotePage'),
  (m) => m.NotePage,
);

export const notesRoutes: AppRoute[] = [{ path: '/notes/{noteId}/{initialTab?}', component: NotePage }];
