import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteDef } from './matcher';
import { resolveScreen } from './screen';

const routes: RouteDef<string>[] = [
  { path: '/admin', staffOnly: true, children: [{ path: '/users', component: 'adminUsers' }] },
  { path: '/settings', loginRequired: true, children: [{ path: '/profile', component: 'profile' }] },
  { path: '/lookup', component: 'lookup', loginRequired: true },
  { path: '/explore', component: 'explore' },
  { path: '/empty' },
];
const user = { isModerator: false, isAdmin: false };
const moderator = { isModerator: true, isAdmin: false };
const admin = { isModerator: false, isAdmin: true };
const screenOf = (url: string, viewer: Parameters<typeof resolveScreen>[1]) =>
  resolveScreen(matchRoute(routes, url), viewer);

describe('resolveScreen', () => {
  it('shows not-found when nothing matches or the route has no page', () => {
    expect(screenOf('/nowhere', admin)).toBe('notFound');
    expect(screenOf('/empty', admin)).toBe('notFound');
  });

  it('shows public pages to everyone', () => {
    expect(screenOf('/explore', null)).toBe('page');
    expect(screenOf('/explore', user)).toBe('page');
  });

  it('offers sign-in on login-required routes (flag on the route or its parent)', () => {
    expect(screenOf('/lookup', null)).toBe('notFoundWithSignIn');
    expect(screenOf('/settings/profile', null)).toBe('notFoundWithSignIn');
    expect(screenOf('/settings/profile', user)).toBe('page');
  });

  it('hides staff-only routes from visitors and ordinary users, without a sign-in prompt', () => {
    expect(screenOf('/admin/users', null)).toBe('notFound');
    expect(screenOf('/admin/users', user)).toBe('notFound');
    expect(screenOf('/admin/users', {})).toBe('notFound');
  });

  it('shows staff-only routes to moderators and admins', () => {
    expect(screenOf('/admin/users', moderator)).toBe('page');
    expect(screenOf('/admin/users', admin)).toBe('page');
  });
});
