import type { ComponentType } from 'react';
import type { RouteDef, RouteProps } from '@/router';
import { RootPage } from './RootPage';
import { AccountsSettingsPage } from './settings/AccountsSettingsPage';
import { ProfileSettingsPage } from './settings/ProfileSettingsPage';
import { UserPage } from './UserPage';

export type PageComponent = ComponentType<{ params: RouteProps }>;
export type AppRoute = RouteDef<PageComponent>;

/**
 * The route table (spec 000 §2), as data: order is priority. The next issue fills in the
 * remaining routes; anything unmatched shows the not-found screen.
 */
export const routes: AppRoute[] = [
  { path: '/settings/profile', component: ProfileSettingsPage, loginRequired: true },
  { path: '/settings/accounts', component: AccountsSettingsPage, loginRequired: true },
  { path: '/@{acct}/{page?}', component: UserPage },
  { path: '/', component: RootPage },
];
