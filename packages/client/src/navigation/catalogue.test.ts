import { describe, expect, it } from 'vitest';
import { ServerCapabilities, type ServerFeature } from '@/instance/capabilities';
import { buildNavigation, isCurrentEntry, NAV_ENTRIES, type Navigation } from './catalogue';

const shape = (navigation: Navigation) => ({
  items: navigation.items.map((item) => (item.type === 'divider' ? '-' : item.entry.id)),
  footer: navigation.footer.map((entry) => entry.id),
});

describe('buildNavigation', () => {
  it('lists the entries in the order of the menu setting, with home first', () => {
    expect(shape(buildNavigation(['clips', 'notifications', 'drive'], {}))).toEqual({
      items: ['home', 'clips', 'notifications', 'drive'],
      footer: ['ui', 'settings'],
    });
  });

  it('keeps home where the menu puts it', () => {
    expect(shape(buildNavigation(['notifications', 'home'], {})).items).toEqual(['notifications', 'home']);
  });

  it('turns "-" into dividers, without doubled, leading or trailing ones', () => {
    expect(
      shape(buildNavigation(['-', 'home', '-', '-', 'explore', 'bogus', '-', 'search', '-'], {})).items,
    ).toEqual(['home', '-', 'explore', '-', 'search']);
  });

  it('skips ids it does not know and entries named twice', () => {
    expect(shape(buildNavigation(['home', 'rss', 'clips', 'clips', '__proto__'], {})).items).toEqual([
      'home',
      'clips',
    ]);
  });

  it('shows the control panel to moderators and administrators only', () => {
    const menu = ['home', 'admin'];
    expect(shape(buildNavigation(menu, {}))).toEqual({ items: ['home'], footer: ['ui', 'settings'] });
    expect(shape(buildNavigation(menu, { isModerator: true })).items).toEqual(['home', 'admin']);
    expect(shape(buildNavigation(['home'], { isAdmin: true })).footer).toEqual(['ui', 'admin', 'settings']);
  });

  it("leaves out entries of features the account's server does not offer", () => {
    const lacksAntennasAndClips = (feature: string) => feature !== 'antennas' && feature !== 'clips';
    expect(
      shape(buildNavigation(['antennas', 'clips', '-', 'drive', 'lookup'], {}, lacksAntennasAndClips)).items,
    ).toEqual(['home', 'drive', 'lookup']);
    // Entries every server has (home, settings, the layout switch) never depend on it.
    expect(shape(buildNavigation(['home'], {}, () => false)).footer).toEqual(['ui', 'settings']);
  });

  it('hides Pages, Gallery and Play on a server whose endpoint list lacks them, and shows them while it is unknown', async () => {
    const store = new ServerCapabilities({ storage: null, now: () => 0 });
    const origin = 'https://fork.example';
    const menu = ['pages', 'gallery', 'play', 'games', 'channels'];
    const offers = (feature: ServerFeature) => store.offers(origin, feature);
    expect(shape(buildNavigation(menu, {}, offers)).items).toEqual(['home', ...menu]);
    // A fork that has channels but none of the three (its `endpoints` answer).
    await store.load({ origin, call: async () => ['channels/featured', 'notes/create', 'i'] });
    expect(shape(buildNavigation(menu, {}, offers)).items).toEqual(['home', 'games', 'channels']);
    // A current Misskey names them all.
    const full = 'https://misskey.example';
    await store.load({
      origin: full,
      call: async () => ['channels/featured', 'pages/featured', 'gallery/featured', 'flash/featured'],
    });
    expect(shape(buildNavigation(menu, {}, (feature) => store.offers(full, feature))).items).toEqual([
      'home',
      ...menu,
    ]);
  });

  it('does not repeat settings or the layout switch in the footer when the menu lists them', () => {
    expect(shape(buildNavigation(['settings', 'home', 'ui'], {}))).toEqual({
      items: ['settings', 'home', 'ui'],
      footer: [],
    });
  });

  it('points each entry at its page or action', () => {
    expect(NAV_ENTRIES.notifications.target).toMatchObject({ kind: 'link', to: '/my/notifications' });
    expect(NAV_ENTRIES.followRequests.target).toMatchObject({ kind: 'link', to: '/my/follow-requests' });
    expect(NAV_ENTRIES.settings.target).toMatchObject({ kind: 'link', to: '/settings/general' });
    expect(NAV_ENTRIES.lookup.target).toEqual({ kind: 'action', action: 'lookup' });
    expect(NAV_ENTRIES.ui.target).toEqual({ kind: 'action', action: 'ui' });
  });

  it('marks unread notifications and announcements', () => {
    expect(NAV_ENTRIES.notifications.hasNew?.({ hasUnreadNotification: true })).toBe(true);
    expect(NAV_ENTRIES.notifications.hasNew?.({ hasUnreadNotification: false })).toBe(false);
    expect(NAV_ENTRIES.announcements.hasNew?.({ hasUnreadAnnouncement: true })).toBe(true);
  });
});

describe('isCurrentEntry', () => {
  it('matches the exact page, and the sub-pages of a section', () => {
    expect(isCurrentEntry(NAV_ENTRIES.home, '/')).toBe(true);
    expect(isCurrentEntry(NAV_ENTRIES.home, '/explore')).toBe(false);
    expect(isCurrentEntry(NAV_ENTRIES.settings, '/settings/profile')).toBe(true);
    expect(isCurrentEntry(NAV_ENTRIES.lists, '/my/lists/abc')).toBe(true);
    expect(isCurrentEntry(NAV_ENTRIES.clips, '/my/clipsx')).toBe(false);
    expect(isCurrentEntry(NAV_ENTRIES.ui, '/')).toBe(false);
  });
});
