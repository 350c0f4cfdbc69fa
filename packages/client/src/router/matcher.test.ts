import { describe, expect, it } from 'vitest';
import { matchRoute, parsePattern, RedirectLoopError, type RouteDef } from './matcher';

const routes: RouteDef<string>[] = [
  { path: '/@{username}/pages/{pageName}', component: 'page' },
  { path: '/@{acct}/following', component: 'following' },
  { path: '/@{acct}/followers', component: 'followers' },
  { path: '/@{acct}/{page?}', component: 'user' },
  { path: '/notes/{noteId}/{initialTab?}', component: 'note' },
  { path: '/registry/keys/{domain}/{path*}', component: 'registryKeys' },
  { path: '/reset-password/{token?}', component: 'resetPassword' },
  { path: '/search', component: 'search', query: { q: 'query', userId: 'userId' } },
  { path: '/about', component: 'about', hash: 'initialTab' },
  { path: '/authorize-follow', redirect: '/lookup' },
  { path: '/install-extentions', redirect: '/install-extensions' },
  { path: '/install-extensions', component: 'installExtensions', loginRequired: true },
  { path: '/lookup', component: 'lookup', loginRequired: true, query: { acct: 'acct', uri: 'uri' } },
  { path: '/lookup-by-uri', redirect: () => '/lookup?uri=fixed' },
  { path: '/old-note/{id}', redirect: '/notes/{id}' },
  {
    path: '/settings',
    children: [
      { path: '/profile', component: 'settingsProfile' },
      { path: '/webhook/edit/{webhookId}', component: 'webhookEdit' },
      { path: '/', component: 'settingsIndex' },
    ],
    loginRequired: true,
  },
  { path: '/my/drive/folder/{folder}', component: 'driveFolder' },
  { path: '/', component: 'root' },
];

const componentOf = (url: string) => matchRoute(routes, url)?.route.component ?? null;

describe('parsePattern', () => {
  it('recognises every kind of segment', () => {
    expect(parsePattern('/@{acct}/{page?}/x/{rest*}')).toEqual([
      { kind: 'param', name: 'acct', prefix: '@', optional: false },
      { kind: 'param', name: 'page', prefix: '', optional: true },
      { kind: 'literal', text: 'x' },
      { kind: 'wildcard', name: 'rest' },
    ]);
  });
});

describe('matchRoute', () => {
  it('matches the root and literal paths', () => {
    expect(componentOf('/')).toBe('root');
    expect(componentOf('/lookup')).toBe('lookup');
    expect(componentOf('/lookup/')).toBe('lookup');
  });

  it('reads an acct with the @ prefix, local or remote', () => {
    expect(matchRoute(routes, '/@alice')?.props).toEqual({ acct: 'alice' });
    expect(matchRoute(routes, '/@alice@example.com')?.props).toEqual({ acct: 'alice@example.com' });
    expect(matchRoute(routes, '/@alice/notes')?.props).toEqual({ acct: 'alice', page: 'notes' });
  });

  it('needs the prefix, and a value after it', () => {
    expect(componentOf('/alice')).toBeNull();
    expect(componentOf('/@')).toBeNull();
  });

  it('prefers earlier, more specific routes', () => {
    expect(componentOf('/@alice/following')).toBe('following');
    expect(componentOf('/@alice/followers')).toBe('followers');
    expect(componentOf('/@alice/pages/my-page')).toBe('page');
    expect(matchRoute(routes, '/@alice/pages/my-page')?.props).toEqual({
      username: 'alice',
      pageName: 'my-page',
    });
  });

  it('handles optional parameters', () => {
    expect(matchRoute(routes, '/notes/9abc')?.props).toEqual({ noteId: '9abc' });
    expect(matchRoute(routes, '/notes/9abc/reactions')?.props).toEqual({
      noteId: '9abc',
      initialTab: 'reactions',
    });
    expect(componentOf('/notes')).toBeNull();
    expect(componentOf('/reset-password')).toBe('resetPassword');
    expect(matchRoute(routes, '/reset-password/t0k')?.props).toEqual({ token: 't0k' });
  });

  it('rejects extra segments', () => {
    expect(componentOf('/notes/1/2/3')).toBeNull();
    expect(componentOf('/no/such/page')).toBeNull();
  });

  it('collects the rest of the path in a wildcard', () => {
    expect(matchRoute(routes, '/registry/keys/system/a/b/c')?.props).toEqual({
      domain: 'system',
      path: 'a/b/c',
    });
    expect(matchRoute(routes, '/registry/keys/system')?.props).toEqual({ domain: 'system', path: '' });
  });

  it('decodes percent-encoded segments', () => {
    expect(matchRoute(routes, '/my/drive/folder/a%20b')?.props).toEqual({ folder: 'a b' });
    expect(matchRoute(routes, '/@%E3%81%82')?.props).toEqual({ acct: 'あ' });
  });

  it('maps query and hash values to props', () => {
    expect(matchRoute(routes, '/search?q=hello%20world&userId=u1&other=x')?.props).toEqual({
      query: 'hello world',
      userId: 'u1',
    });
    expect(matchRoute(routes, '/about#emojis')?.props).toEqual({ initialTab: 'emojis' });
  });

  it('matches child routes under their parent', () => {
    const match = matchRoute(routes, '/settings/profile');
    expect(match?.route.component).toBe('settingsProfile');
    expect(match?.chain[0]?.loginRequired).toBe(true);
    expect(matchRoute(routes, '/settings/webhook/edit/w1')?.props).toEqual({ webhookId: 'w1' });
    expect(componentOf('/settings')).toBe('settingsIndex');
    expect(componentOf('/settings/nothing')).toBeNull();
  });

  it('follows redirects, filling placeholders', () => {
    const lookup = matchRoute(routes, '/authorize-follow');
    expect(lookup?.route.component).toBe('lookup');
    expect(lookup?.path).toBe('/lookup');
    expect(componentOf('/install-extentions')).toBe('installExtensions');
    expect(matchRoute(routes, '/old-note/n1')?.props).toEqual({ noteId: 'n1' });
  });

  it('keeps the query and hash across a redirect that sets none of its own', () => {
    const follow = matchRoute(routes, '/authorize-follow?acct=%40bob%40remote.example#top');
    expect(follow?.route.component).toBe('lookup');
    expect(follow?.props).toEqual({ acct: '@bob@remote.example' });
    // A redirect's own query wins.
    expect(matchRoute(routes, '/lookup-by-uri?uri=asked')?.props).toEqual({ uri: 'fixed' });
  });

  it('fails on a redirect loop', () => {
    const looping: RouteDef[] = [
      { path: '/a', redirect: '/b' },
      { path: '/b', redirect: '/a' },
    ];
    expect(() => matchRoute(looping, '/a')).toThrow(RedirectLoopError);
  });
});
