import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const AvatarDecorationsPage = lazyPage(
  () => import('./AvatarDecorationsPage'),
  (m) => m.AvatarDecorationsPage,
);

/** /avatar-decorations: the server's decorations, for anyone (spec 000 §2). */
export const avatarDecorationsRoutes: AppRoute[] = [
  { path: '/avatar-decorations', component: AvatarDecorationsPage },
];
