import { aboutRoutes } from './about/routes';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { announcementsRoutes } from './announcements/routes';
import { authRoutes } from './auth/routes';
import { avatarDecorationsRoutes } from './avatarDecorations/routes';
import { bubbleGameRoutes } from './bubbleGame/routes';
import { channelsRoutes } from './channels/routes';
import { clipsRoutes } from './clips/routes';
import { devtoolsRoutes } from './devtools/routes';
import { driveRoutes } from './drive/routes';
import { exploreRoutes } from './explore/routes';
import { galleryRoutes } from './gallery/routes';
import { gamesRoutes } from './games/routes';
import { inviteRoutes } from './invite/routes';
import { listsRoutes } from './lists/routes';
import { miauthCallbackRoutes } from './miauthCallback/routes';
import { myRoutes } from './my/routes';
import { notesRoutes } from './notes/routes';
import { pagesRoutes } from './pages/routes';
import { playRoutes } from './play/routes';
import { reversiRoutes } from './reversi/routes';
import { scratchpadRoutes } from './scratchpad/routes';
import { searchRoutes } from './search/routes';
import { settingsRoutes } from './settings/routes';
import { shareRoutes } from './share/routes';
import type { AppRoute } from './shell/pageRoute';
import { themeEditorRoutes } from './themeEditor/routes';
import { timelineRoutes } from './timeline/routes';
import { userRoutes } from './user/routes';

export type { AppRoute, PageComponent } from './shell/pageRoute';

/**
 * The route table (spec 000 §2), as data: order is priority. Each area keeps a small table
 * next to its pages; this is the one list of them, in order. A route never hides a later one
 * of another area today (routes.test.ts checks), but an area with a catch-all pattern, like
 * the user area's '/@{acct}/{page?}', must stay after every area with a more precise one.
 * Anything unmatched shows the not-found screen.
 */
export const routes: AppRoute[] = [
  ...settingsRoutes,
  ...themeEditorRoutes,
  ...exploreRoutes,
  ...searchRoutes,
  ...notesRoutes,
  ...clipsRoutes,
  ...pagesRoutes,
  ...playRoutes,
  ...channelsRoutes,
  ...listsRoutes,
  ...myRoutes,
  ...announcementsRoutes,
  ...aboutRoutes,
  ...gamesRoutes,
  ...bubbleGameRoutes,
  ...reversiRoutes,
  ...galleryRoutes,
  ...devtoolsRoutes,
  ...scratchpadRoutes,
  ...driveRoutes,
  ...adminRoutes,
  ...inviteRoutes,
  ...avatarDecorationsRoutes,
  ...shareRoutes,
  ...accountRoutes,
  ...authRoutes,
  ...miauthCallbackRoutes,
  ...userRoutes,
  ...timelineRoutes,
];

/**
 * The table for a viewer: /redirect-test goes to the signed-in user's own profile, or home
 * (spec 000 §2). An account change is always a full page load, so this is built once.
 */
export function createRoutes(ownUsername: string | null): AppRoute[] {
  const redirectTest: AppRoute = {
    path: '/redirect-test',
    redirect: () => (ownUsername ? `/@${encodeURIComponent(ownUsername)}` : '/'),
  };
  return [redirectTest, ...routes];
}
