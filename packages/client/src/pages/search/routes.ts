import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const SearchPage = lazyPage(
  () => import('./SearchPage'),
  (m) => m.SearchPage,
);

/** /search with the spec's query props (spec 000 §2): ?q=, &type=, the author and origin. */
export const searchRoutes: AppRoute[] = [
  {
    path: '/search',
    component: SearchPage,
    query: {
      q: 'query',
      userId: 'userId',
      username: 'username',
      host: 'host',
      channel: 'channel',
      type: 'type',
      origin: 'origin',
    },
  },
];
