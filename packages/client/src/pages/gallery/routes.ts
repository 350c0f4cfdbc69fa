import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const GalleryPage = lazyPage(
  () => import('./GalleryPage'),
  (m) => m.GalleryPage,
);
const GalleryEditPage = lazyPage(
  () => import('./GalleryEditPage'),
  (m) => m.GalleryEditPage,
);
const GalleryPostPage = lazyPage(
  () => import('./GalleryPostPage'),
  (m) => m.GalleryPostPage,
);

/**
 * The gallery (spec 000 §2, issue 24): the lists and a post's page are open to visitors
 * (gallery/featured, popular, posts and posts/show answer without a token); posting and
 * editing need a sign-in. /gallery/new comes before /gallery/{postId}, which would take it.
 */
export const galleryRoutes: AppRoute[] = [
  { path: '/gallery', component: GalleryPage, hash: 'initialTab' },
  { path: '/gallery/new', component: GalleryEditPage, loginRequired: true },
  { path: '/gallery/{postId}/edit', component: GalleryEditPage, loginRequired: true },
  { path: '/gallery/{postId}', component: GalleryPostPage },
];
