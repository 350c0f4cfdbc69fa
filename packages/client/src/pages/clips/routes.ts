import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const ClipPage = lazyPage(
  () => import('./ClipPage'),
  (m) => m.ClipPage,
);

/** A clip's own page; public clips are open to visitors (clips/show answers without a token). */
export const clipsRoutes: AppRoute[] = [{ path: '/clips/{clipId}', component: ClipPage }];
