import type { Theme } from '@/theme';
import { deviceHemisphere, type Hemisphere } from './hemisphere';
import {
  CORNER_RADII,
  DEFAULT_MENU,
  DEFAULT_REACTIONS,
  DEFAULT_TIMELINE_HEADER,
  FONT_SIZES,
  isIdAndName,
  isListOf,
  isPlainObject,
  isSound,
  isStatusbar,
  isStringArray,
  isStringOrNull,
  isThemeList,
  isThemeOrNull,
  isTimelineSetting,
  LAYOUTS,
  NOTE_VISIBILITIES,
  type PinnedItem,
  type PluginSetting,
  REACTION_PROFILE_COUNT,
  SERVER_DISCONNECTED_BEHAVIORS,
  type SoundSetting,
  type StatusbarSetting,
  type TimelineSetting,
  type WidgetSetting,
} from './valueShapes';

// The value shapes stay importable from here, where pages and the store have always found them.
export {
  CORNER_RADII,
  DEFAULT_MENU,
  DEFAULT_REACTIONS,
  DEFAULT_TIMELINE_HEADER,
  FONT_SIZES,
  LAYOUTS,
  type Layout,
  NOTE_VISIBILITIES,
  type PinnedItem,
  type PluginSetting,
  REACTION_PROFILE_COUNT,
  SERVER_DISCONNECTED_BEHAVIORS,
  type ServerDisconnectedBehavior,
  type SoundSetting,
  STATUSBAR_SIZES,
  type StatusbarSetting,
  TIMELINE_SOURCES,
  type TimelineFilter,
  type TimelineSetting,
  type WidgetSetting,
} from './valueShapes';

/**
 * Where a setting lives (spec 000 §3 "Client settings"):
 * - `account`: synced to the server registry (scope ['client']), so every device of the account shares it;
 * - `device`: this browser, whichever account is signed in;
 * - `deviceAccount`: this browser and this account only.
 */
export type SettingScope = 'account' | 'device' | 'deviceAccount';

export interface SettingDefinition<T> {
  scope: SettingScope;
  default: T;
  /** Narrower check than "same type as the default" (enums, nullable objects). */
  accept?: (value: unknown) => boolean;
}

function setting<T>(
  scope: SettingScope,
  value: T,
  accept?: (value: unknown) => boolean,
): SettingDefinition<T> {
  return accept ? { scope, default: value, accept } : { scope, default: value };
}

function oneOf<const T extends readonly unknown[]>(
  scope: SettingScope,
  choices: T,
  value: T[number],
): SettingDefinition<T[number]> {
  return { scope, default: value, accept: (candidate) => choices.includes(candidate) };
}

/**
 * Every client setting with its type, default and scope. Adding a setting here is all it takes:
 * the store validates stored values against the default (or `accept`), so a stale or foreign value
 * in storage or the registry falls back to the default instead of breaking a page.
 */
export const SETTING_DEFINITIONS = {
  // Read at start (spec 000 §3).
  darkMode: setting('device', false),
  syncDeviceDarkMode: setting('device', true),
  lightTheme: setting<Theme | null>('device', null, isThemeOrNull),
  darkTheme: setting<Theme | null>('device', null, isThemeOrNull),
  /** Installed themes; Misskey keeps them in the registry too (scope ['client'], key 'themes'). */
  themes: setting<Theme[]>('account', [], isThemeList),
  /**
   * Spec 000 §4's flag for copying the server's default themes once. Kept for the settings'
   * shape; the themes are no longer copied: the account's server's defaults apply while no
   * theme is chosen (theme/serverDefaults.ts), so they follow the account (issue 20).
   */
  themeInitial: setting('device', true),
  keepScreenOn: setting('device', false),
  serverDisconnectedBehavior: oneOf('device', SERVER_DISCONNECTED_BEHAVIORS, 'quiet'),
  enableSeasonalScreenEffect: setting('device', true),
  hemisphere: {
    ...oneOf('device', ['N', 'S'] as const, 'N' as Hemisphere),
    // From the time zone, read on first use: the first Intl call of a page loads the
    // browser's locale data (40-110 ms), which should not happen while the bundle evaluates.
    get default() {
      return deviceHemisphere();
    },
  },
  /** Step of the first-run wizard; -1 once finished. */
  accountSetupWizard: setting('account', 0),
  plugins: setting<PluginSetting[]>('device', [], isListOf(isIdAndName)),
  /** The user's own CSS, applied after the theme unless the page was opened with ?safemode. */
  customCss: setting('device', ''),
  /** The /scratchpad's code, kept as it is typed; Misskey keeps it in this browser's storage too. */
  scratchpad: setting('device', ''),
  overridedDeviceKind: oneOf('device', [null, 'smartphone', 'tablet', 'desktop'] as const, null),
  useBlurEffect: setting('device', true),
  useBlurEffectForModal: setting('device', true),
  /** Text size of the whole app (the root font size every rem follows). */
  fontSize: oneOf('device', FONT_SIZES, 'medium'),
  /** Roundness of panels, buttons and fields (--radius, --radius-small). */
  cornerRadius: oneOf('device', CORNER_RADII, 'rounded'),
  /** Transitions and animations cut short, whatever the device asks for. */
  reduceAnimation: setting('device', false),
  /** MFM effects (tada, spin, rainbow…) move; off also when the device asks for reduced motion. */
  animatedMfm: setting('device', true),

  // Layout and navigation.
  layout: oneOf('device', LAYOUTS, 'default'),
  menu: setting('deviceAccount', DEFAULT_MENU, isStringArray),
  menuDisplay: oneOf('device', ['sideFull', 'sideIcon', 'top'] as const, 'sideFull'),
  menuStyle: oneOf('device', ['auto', 'popup', 'drawer'] as const, 'auto'),
  timelineHeader: setting('deviceAccount', DEFAULT_TIMELINE_HEADER, isStringArray),
  numberOfPageCache: setting('device', 5),
  contextMenu: oneOf('device', ['app', 'appWithShift', 'native'] as const, 'app'),

  // Posting.
  defaultNoteVisibility: oneOf('account', NOTE_VISIBILITIES, 'public'),
  defaultNoteLocalOnly: setting('account', false),
  rememberNoteVisibility: setting('account', false),
  keepCw: setting('account', true),
  reactionAcceptance: oneOf(
    'account',
    [
      null,
      'likeOnly',
      'likeOnlyForRemote',
      'nonSensitiveOnly',
      'nonSensitiveOnlyForLocalLikeOnlyForRemote',
    ] as const,
    'nonSensitiveOnly',
  ),
  draftSavingBehavior: oneOf('account', ['auto', 'manual'] as const, 'auto'),
  /** Name given to pasted files: date, time and a running number. */
  pastedFileName: setting('account', 'yyyy-MM-dd HH-mm-ss [{{number}}]'),
  uploadFolder: setting<string | null>('account', null, isStringOrNull),
  /** Upload images as they are instead of shrinking them first (spec 001 §9). */
  keepOriginalUploading: setting('device', false),

  // Reactions and emoji.
  reactions: setting('account', DEFAULT_REACTIONS, isStringArray),
  reactionProfiles: setting<string[][]>(
    'account',
    Array.from({ length: REACTION_PROFILE_COUNT }, () => [...DEFAULT_REACTIONS]),
    isListOf(isStringArray),
  ),
  pickerProfileDefault: setting('account', 1),
  emojiStyle: oneOf('device', ['twemoji', 'fluentEmoji', 'native'] as const, 'twemoji'),
  emojiPickerScale: setting('device', 1),
  emojiPickerWidth: setting('device', 1),
  emojiPickerHeight: setting('device', 2),
  emojiPickerStyle: oneOf('device', ['auto', 'popup', 'drawer', 'window'] as const, 'auto'),
  recentlyUsedEmojis: setting('device', [] as string[], isStringArray),
  reactionsDisplaySize: oneOf('device', ['small', 'medium', 'large'] as const, 'medium'),

  // Timeline and notes.
  tl: setting<TimelineSetting>(
    'deviceAccount',
    {
      src: 'social',
      userList: null,
      antenna: null,
      channel: null,
      filter: { withReplies: true, withRenotes: true, withSensitive: true, onlyFiles: false, withCw: false },
    },
    isTimelineSetting,
  ),
  collapseRenotes: setting('account', true),
  /** Timelines open at the note the reader last had on top (this device, within a day). */
  rememberReadingPosition: setting('device', true),
  /**
   * The post form above the home timeline. Misskey's default is off; here it stays on, as the
   * home page has always had it (and people and tests post from it).
   */
  showFixedPostForm: setting('device', true),
  /** Older notes load by themselves near a list's end; off, only by its Load more button. */
  enableInfiniteScroll: setting('device', true),
  /** Timelines do not stream: new notes come by their Refresh button. */
  disableStreamingTimeline: setting('device', false),
  /** Following (or requesting to) asks first; on by default, as in Misskey. */
  alwaysConfirmFollow: setting('device', true),
  /** On touch screens a sideways swipe on the home timeline moves to the next or previous tab. */
  enableHorizontalSwipe: setting('device', true),
  nsfw: oneOf('device', ['respect', 'force', 'ignore'] as const, 'respect'),
  mediaListWithOneImageAppearance: oneOf('device', ['expand', '16_9', '1_1', '2_3'] as const, 'expand'),
  confirmWhenRevealingSensitiveMedia: setting('device', false),
  instanceTicker: oneOf('device', ['none', 'remote', 'always'] as const, 'remote'),
  /** A note's reply, renote, react… buttons show only while the pointer or focus is on the note. */
  showNoteActionsOnlyHover: setting('device', false),
  /** A Clip button in every note's footer, beside the reactions one. */
  showClipButtonInNoteFooter: setting('device', false),
  /** Wide custom emoji in a note's reactions are cut to a sensible width. */
  limitWidthOfReaction: setting('device', true),
  /** Timeline notes drawn as separate cards with space between them instead of ruled rows. */
  showGapBetweenNotesInTimeline: setting('device', false),
  /** Animated avatars and custom emoji stand still (their first frame). */
  disableShowingAnimatedImages: setting('device', false),
  /** Avatars drawn as rounded squares instead of circles, everywhere (one custom property). */
  squareAvatars: setting('device', false),
  /** Avatar decorations drawn over avatars (Misskey's default: shown). */
  showAvatarDecorations: setting('device', true),
  /** The number of reactions beside a note's react button (always there on like-only notes). */
  showReactionsCount: setting('device', false),
  /** MFM's size, position, scale and motion effects; off, their text shows plain. */
  advancedMfm: setting('device', true),
  /** The composer's button that inserts an MFM function (`$[name ]`) chosen from a list. */
  enableQuickAddMfmFunction: setting('device', false),
  /** Note media show the original image instead of its thumbnail (when safe to decode). */
  loadRawImages: setting('device', false),
  /** A click on a note's image opens the original in a new tab instead of the viewer. */
  imageNewTab: setting('device', false),
  /** Sensitive media get an outline, shown or covered. */
  highlightSensitiveMedia: setting('device', false),
  /** The browser's bare video and audio player, without the app's speed select and keys. */
  useNativeUIForVideoAudioPlayer: setting('device', false),
  /** A right click on a note opens the reaction picker (the contextMenu setting still decides). */
  useReactionPickerForContextMenu: setting('device', false),
  dataSaver: setting(
    'device',
    { media: false, avatar: false, urlPreview: false, code: false },
    (value) =>
      isPlainObject(value) &&
      ['media', 'avatar', 'urlPreview', 'code'].every((flag) => typeof value[flag] === 'boolean'),
  ),

  // Notifications.
  notificationPosition: oneOf(
    'device',
    ['leftTop', 'leftBottom', 'rightTop', 'rightBottom'] as const,
    'rightBottom',
  ),
  notificationStackAxis: oneOf('device', ['vertical', 'horizontal'] as const, 'horizontal'),
  /** Notification types hidden on the notifications page (its Filter menu). */
  notificationExcludeTypes: setting('device', [] as string[], isStringArray),
  /** Neighbouring reactions to one note, and renotes of one, shown as one (i/notifications-grouped). */
  useGroupedNotifications: setting('device', true),

  // Sounds and games.
  sound_masterVolume: setting('device', 0.3),
  sound_notUseSound: setting('device', false),
  sound_useSoundOnlyWhenActive: setting('device', false),
  sound_note: setting<SoundSetting>('device', { type: null, volume: 1 }, isSound),
  sound_noteMy: setting<SoundSetting>('device', { type: null, volume: 1 }, isSound),
  sound_notification: setting<SoundSetting>('device', { type: null, volume: 1 }, isSound),
  sound_reaction: setting<SoundSetting>('device', { type: null, volume: 1 }, isSound),
  dropAndFusion: setting(
    'device',
    { bgmVolume: 0.25, sfxVolume: 1 },
    (value) =>
      isPlainObject(value) && typeof value.bgmVolume === 'number' && typeof value.sfxVolume === 'number',
  ),
  gamingMode: setting('device', false),
  /** Animation speed of gaming mode's colour cycle. */
  gamingSpeed: setting('device', 44),
  /** Contrarian mode: a note's reactions listed least given first (the gyakubariMode widget). */
  gyakubariMode: setting('device', false),

  // Other settings (spec 000 §3).
  mutedWords: setting<(string | string[])[]>(
    'account',
    [],
    (value) =>
      Array.isArray(value) && value.every((entry) => typeof entry === 'string' || isStringArray(entry)),
  ),
  mutedReactions: setting('account', [] as string[], isStringArray),
  mutedAds: setting('account', [] as string[], isStringArray),
  /** Ads shown even to holders of canHideAds (Misskey's forceShowAds, kept per device). */
  forceShowAds: setting('device', false),
  // Saved with the account, as Misskey keeps it; the default is the side column's old content,
  // the account and its server, now as the first two widgets.
  widgets: setting<WidgetSetting[]>(
    'account',
    [
      { id: 'profile', name: 'profile', place: 'right', data: {} },
      { id: 'instanceInfo', name: 'instanceInfo', place: 'right', data: {} },
    ],
    isListOf((widget) => isIdAndName(widget) && isPlainObject((widget as Record<string, unknown>).data)),
  ),
  // On this device for this account, as Misskey keeps them (its name may be missing: it is shown as the type).
  statusbars: setting<StatusbarSetting[]>('deviceAccount', [], isListOf(isStatusbar)),
  pinnedUserLists: setting<PinnedItem[]>('deviceAccount', [], isListOf(isIdAndName)),
  pinnedChannels: setting<PinnedItem[]>('deviceAccount', [], isListOf(isIdAndName)),
  memo: setting<string | null>('account', null, isStringOrNull),

  // Deck.
  'deck.profile': setting('deviceAccount', 'default'),
  'deck.columnAlign': oneOf('deviceAccount', ['left', 'center'] as const, 'left'),
  'deck.alwaysShowMainColumn': setting('deviceAccount', true),
  'deck.navWindow': setting('deviceAccount', true),
  'deck.useSimpleUiForNonRootPages': setting('deviceAccount', true),
} satisfies Record<string, SettingDefinition<unknown>>;

type Definitions = typeof SETTING_DEFINITIONS;
export type SettingKey = keyof Definitions;
export type Settings = { [K in SettingKey]: Definitions[K] extends SettingDefinition<infer T> ? T : never };

export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

/** Read through to the definitions, so a default computed on first use stays so. */
export const SETTING_DEFAULTS = Object.defineProperties(
  {},
  Object.fromEntries(
    SETTING_KEYS.map((key) => [key, { enumerable: true, get: () => SETTING_DEFINITIONS[key].default }]),
  ),
) as Readonly<Settings>;

export const SETTING_SCOPES = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, SETTING_DEFINITIONS[key].scope]),
) as Readonly<Record<SettingKey, SettingScope>>;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
}

function sameShape(value: unknown, reference: unknown): boolean {
  if (reference === null) return value === null;
  if (Array.isArray(reference)) return Array.isArray(value);
  if (typeof reference === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === typeof reference && value !== null && !Array.isArray(value);
}

/** True when a value read back from storage or the server can stand in for the setting. */
export function isValidSetting(key: SettingKey, value: unknown): boolean {
  const definition: SettingDefinition<unknown> = SETTING_DEFINITIONS[key];
  return definition.accept ? definition.accept(value) : sameShape(value, definition.default);
}
