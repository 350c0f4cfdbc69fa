import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const SharePage = lazyPage(
  () => import('./SharePage'),
  (m) => m.SharePage,
);

/** /share: the composer prefilled from a share link or share target (minimal layout). */
export const shareRoutes: AppRoute[] = [
  {
    path: '/share',
    component: SharePage,
    loginRequired: true,
    query: {
      title: 'title',
      text: 'text',
      url: 'url',
      replyId: 'replyId',
      renoteId: 'renoteId',
      visibility: 'visibility',
      localOnly: 'localOnly',
      fileIds: 'fileIds',
    },
  },
];
