import { lazyPage } from '../shell/lazyPage';
import type { AppRoute } from '../shell/pageRoute';

const InvitePage = lazyPage(
  () => import('./InvitePage'),
  (m) => m.InvitePage,
);

/** /invite: one's invitation codes (spec 000 §2 lists it without the sign-in flag; the page asks). */
export const inviteRoutes: AppRoute[] = [{ path: '/invite', component: InvitePage }];
