// Business constants from spec 000 §9, in one place so behaviour and tests agree.
export const HEARTBEAT_INTERVAL_MS = 60_000;
export const SPLASH_REMOVAL_MS = 1_000;
export const SESSION_COOKIE_MAX_AGE_S = 86_400;
export const SESSION_COOKIE_PATH = '/queue';
export const DEFAULT_LOCALE = 'en-US';
export const MAX_REDIRECTS = 10;
// Windows (spec 000 §4, §9).
export const DOUBLE_CLICK_MS = 300;
export const WINDOW_MIN_WIDTH = 250;
export const WINDOW_MIN_HEIGHT = 50;
export const MINIMIZED_WINDOW_WIDTH = 250;
export const MINIMIZED_WINDOW_HEIGHT = 39;
export const MINIMIZED_WINDOW_HEIGHT_MINI = 32;
export const PAGE_WINDOW_WIDTH = 500;
export const PAGE_WINDOW_HEIGHT = 500;
export const POPOUT_WIDTH = 400;
export const POPOUT_HEIGHT = 500;
// Dialogs, toasts, tooltips and modal layers (spec 000 §9).
export const TOAST_DURATION_MS = 4_000;
export const SUCCESS_DIALOG_MS = 1_000;
export const TOOLTIP_DELAY_MS = 100;
export const MODAL_BLUR_PX = 4;
/** At or below this width a screen counts as small: sheets instead of popups. */
export const SMALL_SCREEN_WIDTH = 500;
export const LAYER_PRIORITY = {
  veryLow: 500_000,
  low: 1_000_000,
  middle: 2_000_000,
  high: 3_000_000,
} as const;
// Streaming (spec 000 §9). misskey-js's Stream does not take these as options: its
// reconnecting-websocket defaults and its shared-channel pool already use these values, and
// src/stream/accountStream.test.ts fails if a misskey-js upgrade changes any of them.
export const STREAM_RECONNECT_MIN_DELAY_MS = 1;
export const STREAM_RECONNECT_MAX_DELAY_MS = 10_000;
export const STREAM_CONNECTION_TIMEOUT_MS = 4_000;
export const CHANNEL_DISPOSE_DELAY_MS = 3_000;
// Layout breakpoints (spec 000 §9): phones get a bottom bar and a 96 px bottom offset at 500 px
// or less; above 700 px the tablet arrangement (navigation rail). The wide ones are ours.
export const PHONE_MAX_WIDTH = 500;
export const PHONE_BOTTOM_OFFSET_PX = 96;
export const TABLET_MIN_WIDTH = 700;
/** From here the side navigation shows its labels (menuDisplay "sideFull"). */
export const WIDE_NAV_MIN_WIDTH = 1100;
/** From here the default layout shows its side (widget) column. */
export const WIDGET_COLUMN_MIN_WIDTH = 1200;
export const LAYOUT_MARGIN_PX = 16;

// Notes (spec 001 §9).
/** A note without CW folds behind "Show more" past these. */
export const NOTE_COLLAPSE_LINES = 9;
export const NOTE_COLLAPSE_CHARS = 500;
export const NOTE_COLLAPSE_FILES = 5;
export const NOTE_COLLAPSE_URLS = 4;
/** How often a poll re-checks whether it has closed. */
export const POLL_REFRESH_MS = 3000;
/** Media player: default volume, arrow-key steps, playback rates. */
export const MEDIA_DEFAULT_VOLUME = 0.25;
export const MEDIA_VOLUME_STEP = 0.1;
export const MEDIA_SEEK_SECONDS = 5;
export const MEDIA_PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2];
/** Composer parts (spec 001 §5, §9): pasted text longer than this may become a file. */
export const PASTE_TO_FILE_THRESHOLD = 1000;
/** At most this many files per note. */
export const NOTE_MAX_FILES = 16;
// Emoji (issue 6, spec 001 §3, §5).
/** The custom emoji list is fetched again once the cached copy is older than this. */
export const CUSTOM_EMOJI_CACHE_MS = 60 * 60 * 1000;
/** Emoji search answers at most this many custom and this many unicode emoji. */
export const EMOJI_SEARCH_LIMIT = 100;
/** Recently used emoji kept (setting `recentlyUsedEmojis`). */
export const RECENT_EMOJI_LIMIT = 32;
/** How long the burst around a reaction button lasts (spec 001 §4). */
export const REACTION_RIPPLE_MS = 1100;
