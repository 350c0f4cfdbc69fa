import { describe, expect, it } from 'vitest';
import { matchRoute, RedirectLoopError, type RouteDef, type RouteMatch } from './matcher';
import { createSpecRoutes, flattenPatterns, joinPattern, type SpecRoute, specRoutes } from './specRoutes';

/** The full pattern a match came from, parents included. */
const patternOf = (match: RouteMatch | null) =>
  match ? match.chain.reduce((prefix, route) => joinPattern(prefix, route.path), '') : null;
const match = (url: string) => matchRoute(specRoutes, url);
const loginRequired = (m: RouteMatch | null) => m?.chain.some((route) => route.loginRequired) ?? false;
const staffOnly = (m: RouteMatch | null) => m?.chain.some((route) => route.staffOnly) ?? false;

/** [sample URL, expected pattern, expected props] for routes with parameters or mapped values. */
const samples: [string, string, Record<string, string>][] = [
  ['/@alice/pages/my-page', '/@{username}/pages/{pageName}', { username: 'alice', pageName: 'my-page' }],
  ['/@alice@example.com/following', '/@{acct}/following', { acct: 'alice@example.com' }],
  ['/@alice/followers', '/@{acct}/followers', { acct: 'alice' }],
  ['/@alice', '/@{acct}/{page?}', { acct: 'alice' }],
  ['/@alice@example.com/notes', '/@{acct}/{page?}', { acct: 'alice@example.com', page: 'notes' }],
  ['/notes/abc', '/notes/{noteId}/{initialTab?}', { noteId: 'abc' }],
  ['/notes/abc/reactions', '/notes/{noteId}/{initialTab?}', { noteId: 'abc', initialTab: 'reactions' }],
  ['/list/l1', '/list/{listId}', { listId: 'l1' }],
  ['/clips/c1', '/clips/{clipId}', { clipId: 'c1' }],
  ['/instance-info/example.com', '/instance-info/{host}', { host: 'example.com' }],
  ['/reset-password', '/reset-password/{token?}', {}],
  ['/reset-password/t0k', '/reset-password/{token?}', { token: 't0k' }],
  ['/signup-complete/c0de', '/signup-complete/{code}', { code: 'c0de' }],
  ['/announcements/a1', '/announcements/{announcementId}', { announcementId: 'a1' }],
  ['/about#federation', '/about', { initialTab: 'federation' }],
  ['/about', '/about', {}],
  ['/roles/r1', '/roles/{roleId}', { roleId: 'r1' }],
  ['/user-tags/cats', '/user-tags/{tag}', { tag: 'cats' }],
  ['/explore#users', '/explore', { initialTab: 'users' }],
  ['/search?q=x&type=user', '/search', { query: 'x', type: 'user' }],
  [
    '/search?userId=u&username=bob&host=h&channel=c&origin=local',
    '/search',
    { userId: 'u', username: 'bob', host: 'h', channel: 'c', origin: 'local' },
  ],
  ['/auth/tok', '/auth/{token}', { token: 'tok' }],
  [
    '/miauth/s1?callback=https%3A%2F%2Fapp&name=App&icon=i&permission=read:account',
    '/miauth/{session}',
    { session: 's1', callback: 'https://app', name: 'App', icon: 'i', permission: 'read:account' },
  ],
  ['/tags/misskey', '/tags/{tag}', { tag: 'misskey' }],
  ['/pages/edit/p1', '/pages/edit/{initPageId}', { initPageId: 'p1' }],
  ['/play/x1', '/play/{id}', { id: 'x1' }],
  ['/play/x1/edit', '/play/{id}/edit', { id: 'x1' }],
  ['/gallery/g1', '/gallery/{postId}', { postId: 'g1' }],
  ['/gallery/g1/edit', '/gallery/{postId}/edit', { postId: 'g1' }],
  ['/channels/ch1', '/channels/{channelId}', { channelId: 'ch1' }],
  ['/channels/ch1/edit', '/channels/{channelId}/edit', { channelId: 'ch1' }],
  ['/registry/keys/system/a/b', '/registry/keys/{domain}/{path*}', { domain: 'system', path: 'a/b' }],
  ['/registry/keys/system', '/registry/keys/{domain}/{path*}', { domain: 'system', path: '' }],
  ['/registry/value/system/a/b', '/registry/value/{domain}/{path*}', { domain: 'system', path: 'a/b' }],
  ['/reversi/g/g1', '/reversi/g/{gameId}', { gameId: 'g1' }],
  ['/timeline/list/l1', '/timeline/list/{listId}', { listId: 'l1' }],
  ['/timeline/antenna/a1', '/timeline/antenna/{antennaId}', { antennaId: 'a1' }],
  ['/settings/webhook/edit/w1', '/settings/webhook/edit/{webhookId}', { webhookId: 'w1' }],
  ['/my/drive/folder/f1', '/my/drive/folder/{folder}', { folder: 'f1' }],
  ['/my/drive/file/f1', '/my/drive/file/{fileId}', { fileId: 'f1' }],
  ['/my/lists/l1', '/my/lists/{listId}', { listId: 'l1' }],
  ['/my/antennas/a1', '/my/antennas/{antennaId}', { antennaId: 'a1' }],
  ['/admin/user/u1', '/admin/user/{userId}', { userId: 'u1' }],
  ['/admin/file/f1', '/admin/file/{fileId}', { fileId: 'f1' }],
  ['/admin/roles/r1', '/admin/roles/{id}', { id: 'r1' }],
  ['/admin/roles/r1/edit', '/admin/roles/{id}/edit', { id: 'r1' }],
];

/** Turns a pattern without parameters into its one URL. */
const isLiteral = (pattern: string) => !pattern.includes('{');

describe('specRoutes', () => {
  it.each(samples)('%s matches %s', (url, pattern, props) => {
    const found = match(url);
    expect(patternOf(found)).toBe(pattern);
    expect(found?.props).toEqual(props);
  });

  it('matches every parameterless pattern by its own path (not an earlier, looser one)', () => {
    const literal = flattenPatterns(specRoutes).filter(isLiteral);
    expect(literal.length).toBeGreaterThan(100);
    for (const pattern of literal) {
      const found = match(pattern);
      // Redirects resolve to their target; they are checked below.
      if (
        ['/authorize-follow', '/authorize_interaction', '/install-extentions', '/redirect-test'].includes(
          pattern,
        )
      )
        continue;
      expect(patternOf(found), pattern).toBe(pattern);
    }
  });

  it('has a sample for every pattern with parameters', () => {
    const sampled = new Set(samples.map(([, pattern]) => pattern));
    const withParams = flattenPatterns(specRoutes).filter((pattern) => !isLiteral(pattern));
    expect(withParams.filter((pattern) => !sampled.has(pattern))).toEqual([]);
  });

  it('lists every settings page and admin section as login-required or staff-only', () => {
    const patterns = flattenPatterns(specRoutes);
    expect(patterns.filter((p) => p.startsWith('/settings'))).toHaveLength(35);
    for (const url of [
      '/settings',
      '/settings/drive/cleaner',
      '/settings/theme/manage',
      '/settings/plugin/install',
    ])
      expect(loginRequired(match(url)), url).toBe(true);
    for (const url of [
      '/admin',
      '/admin/overview',
      '/admin/other-settings',
      '/admin/roles/new',
      '/admin/roles',
    ])
      expect(staffOnly(match(url)), url).toBe(true);
  });

  it('flags login-required routes, and only them', () => {
    for (const url of [
      '/my/notifications',
      '/my/antennas/create',
      '/pages/new',
      '/play/new',
      '/lookup',
      '/clicker',
    ])
      expect(loginRequired(match(url)), url).toBe(true);
    for (const url of ['/', '/pages', '/play', '/explore', '/@alice', '/notes/n1', '/timeline'])
      expect(loginRequired(match(url)), url).toBe(false);
    expect(staffOnly(match('/explore'))).toBe(false);
  });

  it('resolves redirects', () => {
    expect(patternOf(match('/authorize-follow'))).toBe('/lookup');
    expect(patternOf(match('/authorize_interaction?uri=x'))).toBe('/lookup');
    expect(match('/install-extentions')?.path).toBe('/install-extensions');
    expect(match('/redirect-test')?.path).toBe('/');
    const signedIn = matchRoute(createSpecRoutes('alice'), '/redirect-test');
    expect(signedIn?.path).toBe('/@alice');
    expect(signedIn?.props).toEqual({ acct: 'alice' });
  });

  it('gives no match for unknown paths and unknown sections', () => {
    expect(match('/no/such/page')).toBeNull();
    expect(match('/settings/nothing')).toBeNull();
    expect(match('/admin/nothing')).toBeNull();
    expect(match('/notes')).toBeNull();
  });

  it('reports a chain of more than 10 redirects as an error instead of looping', () => {
    const chain: SpecRoute[] = Array.from({ length: 12 }, (_, i) => ({
      path: `/r${i}`,
      redirect: `/r${i + 1}`,
    }));
    const routes: RouteDef[] = [...chain, { path: '/r12' }];
    expect(() => matchRoute(routes, '/r0')).toThrow(RedirectLoopError);
    // Exactly 10 redirects is still fine.
    expect(matchRoute(routes, '/r2')?.path).toBe('/r12');
    expect(() => matchRoute([{ path: '/a', redirect: '/a' }], '/a')).toThrow(RedirectLoopError);
  });
});
