import type { RouteDef } from './matcher';

/**
 * Every route of spec 000 §2 as data, in priority order, without pages. It proves the matcher
 * handles the whole table before the pages exist; src/pages/routes.tsx takes its entries from
 * here as pages are written. Routes with a page in the live table are not marked here.
 */
export type SpecRoute = RouteDef<never>;

const SETTINGS_PAGES = [
  'profile',
  'avatar-decoration',
  'roles',
  'privacy',
  'emoji-picker',
  'drive',
  'drive/cleaner',
  'notifications',
  'email',
  'security',
  'general',
  'appearance',
  'theme',
  'theme/install',
  'theme/manage',
  'navbar',
  'timeline-header',
  'statusbar',
  'sounds',
  'plugin',
  'plugin/install',
  'import-export',
  'mute-block',
  'api',
  'apps',
  'webhook',
  'webhook/new',
  'webhook/edit/{webhookId}',
  'deck',
  'preferences-backups',
  'migration',
  'custom-css',
  'accounts',
  'other',
] as const;

export const ADMIN_SECTIONS = [
  'overview',
  'users',
  'emojis',
  'emojis2',
  'avatar-decorations',
  'queue',
  'files',
  'federation',
  'announcements',
  'ads',
  'database',
  'abuses',
  'modlog',
  'settings',
  'branding',
  'moderation',
  'inbox-moderation',
  'email-settings',
  'object-storage',
  'security',
  'relays',
  'external-services',
  'performance',
  'server-rules',
  'invites',
  'abuse-report-notification-recipient',
  'system-webhook',
  'other-settings',
] as const;

const SEARCH_QUERY = {
  q: 'query',
  userId: 'userId',
  username: 'username',
  host: 'host',
  channel: 'channel',
  type: 'type',
  origin: 'origin',
};

const MIAUTH_QUERY = { callback: 'callback', name: 'name', icon: 'icon', permission: 'permission' };

const login = (path: string): SpecRoute => ({ path, loginRequired: true });

/**
 * The table. `ownUsername` fills /redirect-test, which goes to the viewer's own profile (or
 * home when signed out); it is a parameter because the matcher knows nothing about accounts.
 */
export function createSpecRoutes(ownUsername: string | null = null): SpecRoute[] {
  return [
    // Public
    { path: '/@{username}/pages/{pageName}' },
    { path: '/@{acct}/following' },
    { path: '/@{acct}/followers' },
    { path: '/@{acct}/{page?}' },
    { path: '/notes/{noteId}/{initialTab?}' },
    { path: '/list/{listId}' },
    { path: '/clips/{clipId}' },
    { path: '/instance-info/{host}' },
    { path: '/reset-password/{token?}' },
    { path: '/signup-complete/{code}' },
    { path: '/announcements' },
    { path: '/announcements/{announcementId}' },
    { path: '/about', hash: 'initialTab' },
    { path: '/contact' },
    { path: '/about-type4ny' },
    { path: '/invite' },
    { path: '/ads' },
    { path: '/roles/{roleId}' },
    { path: '/user-tags/{tag}' },
    { path: '/explore', hash: 'initialTab' },
    { path: '/search', query: SEARCH_QUERY },
    { path: '/scratchpad' },
    { path: '/preview' },
    { path: '/auth/{token}' },
    { path: '/miauth/{session}', query: MIAUTH_QUERY },
    // This client's own: where another server's MiAuth page sends a person back (issue 20).
    { path: '/miauth-callback', query: { session: 'session' } },
    { path: '/oauth/authorize' },
    { path: '/tags/{tag}' },
    // Login-required pages under a public prefix come before the public pattern they overlap.
    login('/pages/new'),
    login('/pages/edit/{initPageId}'),
    { path: '/pages' },
    login('/play/new'),
    login('/play/{id}/edit'),
    { path: '/play' },
    { path: '/play/{id}' },
    login('/gallery/new'),
    login('/gallery/{postId}/edit'),
    { path: '/gallery' },
    { path: '/gallery/{postId}' },
    login('/channels/new'),
    login('/channels/{channelId}/edit'),
    { path: '/channels' },
    { path: '/channels/{channelId}' },
    { path: '/custom-emojis-manager' },
    { path: '/avatar-decorations' },
    { path: '/registry' },
    // The spec writes {path?}, but registry paths have slashes: the rest of the URL is the path.
    { path: '/registry/keys/{domain}/{path*}' },
    { path: '/registry/value/{domain}/{path*}' },
    { path: '/games' },
    { path: '/reversi' },
    { path: '/reversi/g/{gameId}' },
    login('/timeline/list/{listId}'),
    login('/timeline/antenna/{antennaId}'),
    { path: '/timeline' },
    // Login-required
    {
      path: '/settings',
      loginRequired: true,
      children: [...SETTINGS_PAGES.map((page): SpecRoute => ({ path: `/${page}` })), { path: '/' }],
    },
    login('/theme-editor'),
    login('/lookup'),
    { path: '/authorize-follow', redirect: '/lookup' },
    { path: '/authorize_interaction', redirect: '/lookup' },
    login('/share'),
    login('/api-console'),
    login('/install-extensions'),
    { path: '/install-extentions', redirect: '/install-extensions' },
    login('/my/notifications'),
    login('/my/favorites'),
    login('/my/achievements'),
    login('/my/drive'),
    login('/my/drive/folder/{folder}'),
    login('/my/drive/file/{fileId}'),
    login('/my/follow-requests'),
    login('/my/lists'),
    login('/my/lists/{listId}'),
    login('/my/clips'),
    login('/my/antennas'),
    login('/my/antennas/create'),
    login('/my/antennas/{antennaId}'),
    login('/clicker'),
    login('/bubble-game'),
    { path: '/redirect-test', redirect: () => (ownUsername ? `/@${encodeURIComponent(ownUsername)}` : '/') },
    // Admin area: not-found for anyone but moderators and admins (spec 000 §6).
    {
      path: '/admin',
      staffOnly: true,
      children: [
        { path: '/user/{userId}' },
        { path: '/file/{fileId}' },
        { path: '/roles/new' },
        { path: '/roles/{id}/edit' },
        { path: '/roles/{id}' },
        { path: '/roles' },
        ...ADMIN_SECTIONS.map((section): SpecRoute => ({ path: `/${section}` })),
        { path: '/' },
      ],
    },
    // Signed in: the timeline; signed out: the visitor landing page.
    { path: '/' },
  ];
}

export const specRoutes: SpecRoute[] = createSpecRoutes();

/** The full pattern of every leaf route ('/settings' + '/profile' → '/settings/profile'). */
export function flattenPatterns(routes: SpecRoute[] | RouteDef[], prefix = ''): string[] {
  return routes.flatMap((route: RouteDef) => {
    const own = joinPattern(prefix, route.path);
    return route.children ? flattenPatterns(route.children, own) : [own];
  });
}

export function joinPattern(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
