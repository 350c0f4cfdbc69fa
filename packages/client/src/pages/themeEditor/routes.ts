import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const ThemeEditorPage = lazyPage(
  () => import('./ThemeEditorPage'),
  (m) => m.ThemeEditorPage,
);

export const themeEditorRoutes: AppRoute[] = [
  { path: '/theme-editor', component: ThemeEditorPage, loginRequired: true },
];
