// The shapes of the settings' values: their enumerations, object types and the checks the
// store applies to what it reads back (definitions.ts holds the table of settings itself).

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** A stored theme is only trusted when it still looks like one; anything else means "the built-in default". */
export const isThemeOrNull = (value: unknown): boolean =>
  value === null ||
  (isPlainObject(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    isPlainObject(value.props));

/** Installed themes: a list of what isThemeOrNull accepts, none of them null. */
export const isThemeList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((entry) => entry !== null && isThemeOrNull(entry));

/** The app's text sizes, smallest first (features/appearance maps them to pixels). */
export const FONT_SIZES = ['small', 'medium', 'large', 'veryLarge'] as const;
/** How round corners are: the theme's radii, half of them, or none. */
export const CORNER_RADII = ['rounded', 'subtle', 'square'] as const;
export const LAYOUTS = ['default', 'zen', 'classic', 'twilike', 'deck'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const SERVER_DISCONNECTED_BEHAVIORS = ['quiet', 'dialog', 'reload'] as const;
export type ServerDisconnectedBehavior = (typeof SERVER_DISCONNECTED_BEHAVIORS)[number];
export const NOTE_VISIBILITIES = ['public', 'home', 'followers', 'specified'] as const;
export const TIMELINE_SOURCES = ['home', 'local', 'social', 'global', 'list', 'antenna', 'channel'] as const;

export interface TimelineFilter {
  withReplies: boolean;
  withRenotes: boolean;
  withSensitive: boolean;
  onlyFiles: boolean;
  withCw: boolean;
}
export interface TimelineSetting {
  src: (typeof TIMELINE_SOURCES)[number];
  /** The list, antenna or channel shown when src says so. */
  userList: string | null;
  antenna: string | null;
  channel: string | null;
  /** The chosen list's, antenna's or channel's name when last seen, so its tab draws at once. */
  name?: string | null;
  filter: TimelineFilter;
}
export interface SoundSetting {
  type: string | null;
  volume: number;
}
export interface WidgetSetting {
  id: string;
  name: string;
  place: 'left' | 'right' | null;
  data: Record<string, unknown>;
}
export interface PluginSetting {
  id: string;
  name: string;
  active: boolean;
  [field: string]: unknown;
}
export interface PinnedItem {
  id: string;
  name: string;
}

export const isTimelineSetting = (value: unknown): boolean =>
  isPlainObject(value) &&
  TIMELINE_SOURCES.includes(value.src as never) &&
  isPlainObject(value.filter) &&
  ['withReplies', 'withRenotes', 'withSensitive', 'onlyFiles', 'withCw'].every(
    (flag) => typeof (value.filter as Record<string, unknown>)[flag] === 'boolean',
  );
export const isSound = (value: unknown): boolean =>
  isPlainObject(value) &&
  (value.type === null || typeof value.type === 'string') &&
  typeof value.volume === 'number';
export const isListOf =
  (item: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    Array.isArray(value) && value.every(item);
export const isIdAndName = (value: unknown): boolean =>
  isPlainObject(value) && typeof value.id === 'string' && typeof value.name === 'string';
export const isStringOrNull = (value: unknown): boolean => value === null || typeof value === 'string';

/** A status bar's height, Misskey's names. */
export const STATUSBAR_SIZES = ['verySmall', 'small', 'medium', 'large', 'veryLarge'] as const;
/** One status bar along the bottom of the screen (Misskey's `statusbars` entries). */
export interface StatusbarSetting {
  id: string;
  name: string;
  /** 'rss', 'federation' or 'userList'; null until chosen (Misskey adds bars so). */
  type: string | null;
  size: (typeof STATUSBAR_SIZES)[number];
  /** Light text on black instead of the theme's panel colours. */
  black: boolean;
  /** The type's own settings, Misskey's names (url, userListId, marqueeDuration…). */
  props: Record<string, unknown>;
}
export const isStatusbar = (value: unknown): boolean =>
  isPlainObject(value) &&
  typeof value.id === 'string' &&
  (value.type === null || typeof value.type === 'string') &&
  STATUSBAR_SIZES.includes(value.size as never) &&
  typeof value.black === 'boolean' &&
  isPlainObject(value.props);

export const DEFAULT_REACTIONS = ['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮'];
/** Six reaction/emoji picker profiles, all starting from the same palette; `pickerProfileDefault` picks one (1-based). */
export const REACTION_PROFILE_COUNT = 6;

/** Navigation entry ids shown in the menu, '-' being a divider. */
export const DEFAULT_MENU = [
  'notifications',
  'explore',
  'followRequests',
  '-',
  'announcements',
  'search',
  '-',
  'favorites',
  'lists',
  'antennas',
  'clips',
  'channels',
  'drive',
];
/** Timeline tabs shown in the home header. */
export const DEFAULT_TIMELINE_HEADER = ['home', 'local', 'social', 'global', 'lists', 'antennas', 'channels'];
