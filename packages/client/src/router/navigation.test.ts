import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteDef } from './matcher';
import { isSameUrl, needsFullPageLoad } from './navigation';

const routes: RouteDef<string>[] = [
  { path: '/explore', component: 'explore' },
  { path: '/api-doc', fullPageLoad: true },
  { path: '/old-doc', redirect: '/api-doc' },
  { path: '/loop', redirect: '/loop' },
  // The catch-all: anything the app does not know is the server's (spec 000 §2).
  { path: '/{path*}', fullPageLoad: true },
];

describe('needsFullPageLoad', () => {
  it('keeps known pages in-app', () => {
    expect(needsFullPageLoad(routes, '/explore')).toBe(false);
    expect(needsFullPageLoad(routes, '/explore?x=1#y')).toBe(false);
  });

  it('loads flagged routes, also when reached by a redirect', () => {
    expect(needsFullPageLoad(routes, '/api-doc')).toBe(true);
    expect(needsFullPageLoad(routes, '/old-doc')).toBe(true);
  });

  it('supports a catch-all /{path*} that takes every other path', () => {
    expect(matchRoute(routes, '/a/b/c')?.props).toEqual({ path: 'a/b/c' });
    expect(matchRoute(routes, '/')?.props).toEqual({ path: '' });
    expect(needsFullPageLoad(routes, '/a/b/c')).toBe(true);
  });

  it('stays in-app on a redirect loop, so the error screen shows', () => {
    expect(needsFullPageLoad(routes, '/loop')).toBe(false);
  });

  it('is false when nothing matches', () => {
    expect(needsFullPageLoad([{ path: '/x' }], '/y')).toBe(false);
  });
});

describe('isSameUrl', () => {
  it('compares path, query and hash, ignoring a trailing slash', () => {
    expect(isSameUrl('/explore', '/explore/')).toBe(true);
    expect(isSameUrl('/', '/')).toBe(true);
    expect(isSameUrl('/search?q=a', '/search?q=a')).toBe(true);
    expect(isSameUrl('/search?q=a', '/search?q=b')).toBe(false);
    expect(isSameUrl('/about#a', '/about')).toBe(false);
    expect(isSameUrl('/explore', '/')).toBe(false);
  });
});
