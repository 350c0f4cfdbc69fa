import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteDef } from '@/router';
import { switchLanding } from './switchLanding';

const routes: RouteDef[] = [
  { path: '/' },
  { path: '/notifications' },
  { path: '/notes/{noteId}' },
  { path: '/@{acct}/{page?}' },
  { path: '/my/lists/{listId}' },
  { path: '/my/drive' },
  { path: '/settings', children: [{ path: '/accounts' }] },
  { path: '/admin/{section?}', staffOnly: true },
];

function landing(url: string, sameServer: boolean, options: { staff?: boolean; base?: string } = {}) {
  return switchLanding({
    url,
    match: matchRoute(routes, url.split('?')[0] ?? url),
    sameServer,
    targetIsStaff: options.staff ?? false,
    base: options.base ?? '/',
  });
}

describe('switchLanding', () => {
  it('keeps pages that are the same for every account, query included, on any server', () => {
    expect(landing('/notifications', false)).toBe('/notifications');
    expect(landing('/settings/accounts', false)).toBe('/settings/accounts');
    expect(landing('/my/drive?view=grid', false)).toBe('/my/drive?view=grid');
  });

  it('keeps a note or a profile on the same server, and goes home from them on another', () => {
    expect(landing('/notes/9abc', true)).toBe('/notes/9abc');
    expect(landing('/@carol', true)).toBe('/@carol');
    expect(landing('/notes/9abc', false)).toBe('/');
    expect(landing('/@carol/notes', false)).toBe('/');
  });

  it("goes home from the previous account's own things, staff pages and the not-found screen", () => {
    expect(landing('/my/lists/l1', true)).toBe('/');
    expect(landing('/admin/users', true)).toBe('/');
    expect(landing('/admin/users', true, { staff: true })).toBe('/admin/users');
    expect(landing('/no/such/page', true)).toBe('/');
  });

  it('stays under the build base path', () => {
    expect(landing('/notifications', false, { base: '/app/' })).toBe('/app/notifications');
    expect(landing('/notes/9abc', false, { base: '/app/' })).toBe('/app/');
  });
});
