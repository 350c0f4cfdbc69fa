import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const BubbleGamePage = lazyPage(
  () => import('./BubbleGamePage'),
  (m) => m.BubbleGamePage,
);

/** The bubble game (issue 24); matter-js comes with the page's chunk, never at start-up. */
export const bubbleGameRoutes: AppRoute[] = [
  { path: '/bubble-game', component: BubbleGamePage, loginRequired: true },
];
