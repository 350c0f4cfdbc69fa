import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const ListPage = lazyPage(
  () => import('./ListPage'),
  (m) => m.ListPage,
);

/** A public list's own page, open to visitors (users/lists/show answers them with forPublic). */
export const listsRoutes: AppRoute[] = [{ path: '/list/{listId}', component: ListPage }];
