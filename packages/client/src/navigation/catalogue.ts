import {
  type Icon,
  IconAntenna,
  IconBell,
  IconCloud,
  IconDeviceGamepad2,
  IconDeviceTv,
  IconHash,
  IconHome,
  IconIcons,
  IconLayoutDashboard,
  IconList,
  IconMedal,
  IconNews,
  IconPaperclip,
  IconPlayerPlay,
  IconSearch,
  IconSettings,
  IconShieldHalf,
  IconSpeakerphone,
  IconStar,
  IconUserPlus,
  IconWorldSearch,
} from '@tabler/icons-react';
import type { LocaleTexts } from '@/i18n';
import type { ServerFeature } from '@/instance/capabilities';

export type NavEntryId = keyof LocaleTexts['navigation']['entries'];

/** What choosing an entry does: go to an in-app path, or run one of the app's actions. */
export type NavTarget =
  | {
      kind: 'link';
      to: string;
      /** Paths under this prefix also count as this entry's page (settings sub-pages). */
      section?: string;
    }
  | { kind: 'action'; action: 'lookup' | 'ui' };

/** The fields of the signed-in user the navigation reads. */
export interface NavViewer {
  isAdmin?: boolean | null;
  isModerator?: boolean | null;
  hasUnreadNotification?: boolean;
  hasUnreadAnnouncement?: boolean;
  hasPendingReceivedFollowRequest?: boolean;
}

export interface NavEntry {
  id: NavEntryId;
  icon: Icon;
  target: NavTarget;
  /** Shown only to moderators and administrators (spec 000 §6). */
  staffOnly?: boolean;
  /** Shown only when the account's server offers this (an older Misskey or a fork may not). */
  feature?: ServerFeature;
  /** Something new is waiting behind this entry (a dot next to it). */
  hasNew?(viewer: NavViewer): boolean;
}

const link = (to: string, section?: string): NavTarget => ({ kind: 'link', to, section });

/** Every entry the `menu` setting may name, by id. */
export const NAV_ENTRIES: Record<NavEntryId, NavEntry> = {
  home: { id: 'home', icon: IconHome, target: link('/') },
  notifications: {
    id: 'notifications',
    feature: 'notifications',
    icon: IconBell,
    target: link('/my/notifications'),
    hasNew: (viewer) => viewer.hasUnreadNotification === true,
  },
  explore: { id: 'explore', icon: IconHash, target: link('/explore'), feature: 'explore' },
  favorites: { id: 'favorites', icon: IconStar, target: link('/my/favorites'), feature: 'favorites' },
  lists: { id: 'lists', icon: IconList, target: link('/my/lists', '/my/lists'), feature: 'lists' },
  antennas: {
    id: 'antennas',
    icon: IconAntenna,
    target: link('/my/antennas', '/my/antennas'),
    feature: 'antennas',
  },
  clips: { id: 'clips', icon: IconPaperclip, target: link('/my/clips'), feature: 'clips' },
  drive: { id: 'drive', icon: IconCloud, target: link('/my/drive', '/my/drive'), feature: 'drive' },
  followRequests: {
    id: 'followRequests',
    feature: 'followRequests',
    icon: IconUserPlus,
    target: link('/my/follow-requests'),
    hasNew: (viewer) => viewer.hasPendingReceivedFollowRequest === true,
  },
  announcements: {
    id: 'announcements',
    feature: 'announcements',
    icon: IconSpeakerphone,
    target: link('/announcements', '/announcements'),
    hasNew: (viewer) => viewer.hasUnreadAnnouncement === true,
  },
  channels: {
    id: 'channels',
    icon: IconDeviceTv,
    target: link('/channels', '/channels'),
    feature: 'channels',
  },
  gallery: { id: 'gallery', icon: IconIcons, target: link('/gallery', '/gallery'), feature: 'gallery' },
  search: { id: 'search', icon: IconSearch, target: link('/search'), feature: 'search' },
  lookup: { id: 'lookup', icon: IconWorldSearch, target: { kind: 'action', action: 'lookup' } },
  achievements: { id: 'achievements', icon: IconMedal, target: link('/my/achievements') },
  pages: { id: 'pages', icon: IconNews, target: link('/pages', '/pages'), feature: 'pages' },
  play: { id: 'play', icon: IconPlayerPlay, target: link('/play', '/play'), feature: 'play' },
  games: { id: 'games', icon: IconDeviceGamepad2, target: link('/games') },
  ui: { id: 'ui', icon: IconLayoutDashboard, target: { kind: 'action', action: 'ui' } },
  settings: { id: 'settings', icon: IconSettings, target: link('/settings/general', '/settings') },
  admin: { id: 'admin', icon: IconShieldHalf, target: link('/admin', '/admin'), staffOnly: true },
};

export const isStaff = (viewer: NavViewer) => viewer.isAdmin === true || viewer.isModerator === true;

export type NavItem = { type: 'entry'; entry: NavEntry } | { type: 'divider' };

export interface Navigation {
  /** Home, then the `menu` setting's entries in its order. */
  items: NavItem[];
  /** The layout switch, the control panel (staff) and settings, unless the menu lists them. */
  footer: NavEntry[];
}

const isEntryId = (id: string): id is NavEntryId => Object.hasOwn(NAV_ENTRIES, id);

/**
 * The navigation for one user: entries in the order of the `menu` setting ('-' is a divider),
 * unknown ids skipped (a menu saved by a newer client or another Misskey client may name
 * entries this one does not have), staff-only entries hidden from everyone else, and no
 * doubled, leading or trailing dividers. Home, the layout switch, settings and the control
 * panel are always reachable: a menu without them would strand the user (in a layout that does
 * not suit the screen, say). An entry for a feature the account's server lacks is left out
 * (`offers`), rather than leading to a page that fails.
 */
export function buildNavigation(
  menu: readonly string[],
  viewer: NavViewer,
  offers: (feature: ServerFeature) => boolean = () => true,
): Navigation {
  const visible = (id: NavEntryId) => {
    const entry = NAV_ENTRIES[id];
    return (!entry.staffOnly || isStaff(viewer)) && (entry.feature === undefined || offers(entry.feature));
  };
  const seen = new Set<NavEntryId>();
  const items: NavItem[] = [];
  for (const id of menu) {
    if (id === '-') {
      if (items.length > 0 && items.at(-1)?.type !== 'divider') items.push({ type: 'divider' });
      continue;
    }
    if (!isEntryId(id) || seen.has(id) || !visible(id)) continue;
    seen.add(id);
    items.push({ type: 'entry', entry: NAV_ENTRIES[id] });
  }
  if (items.at(-1)?.type === 'divider') items.pop();
  if (!seen.has('home')) items.unshift({ type: 'entry', entry: NAV_ENTRIES.home });
  const footer = (['ui', 'admin', 'settings'] as const)
    .filter((id) => !seen.has(id) && visible(id))
    .map((id) => NAV_ENTRIES[id]);
  return { items, footer };
}

/** Whether `path` (no query or hash) is the page of this entry: marks it aria-current="page". */
export function isCurrentEntry(entry: NavEntry, path: string): boolean {
  if (entry.target.kind !== 'link') return false;
  const { to, section } = entry.target;
  if (path === to) return true;
  return section !== undefined && (path === section || path.startsWith(`${section}/`));
}
