import { isTyping, matchesHotkey } from '@/ui';

/**
 * The app-wide keyboard shortcuts, with the keys Misskey users know: `n` or `p` to write a
 * note, `s` to search, `d` to switch light and dark, and `?` or `h` for the list of them.
 */
export type HotkeyAction = 'compose' | 'search' | 'toggleDarkMode' | 'help';

export interface GlobalHotkey {
  action: HotkeyAction;
  /** As `KeyboardEvent.key` names them; letters in lower case. */
  keys: readonly string[];
}

export const GLOBAL_HOTKEYS: readonly GlobalHotkey[] = [
  { action: 'compose', keys: ['n', 'p'] },
  { action: 'search', keys: ['s'] },
  { action: 'toggleDarkMode', keys: ['d'] },
  { action: 'help', keys: ['?', 'h'] },
];

/** What the app can do right now: writing needs an account, searching a search page. */
export interface HotkeyAvailability {
  signedIn: boolean;
  searchPage: boolean;
}

export function isAvailable(action: HotkeyAction, availability: HotkeyAvailability): boolean {
  if (action === 'compose') return availability.signedIn;
  if (action === 'search') return availability.searchPage;
  return true;
}

/** The shortcuts that do something here, in the order the help lists them. */
export function availableHotkeys(availability: HotkeyAvailability): GlobalHotkey[] {
  return GLOBAL_HOTKEYS.filter((hotkey) => isAvailable(hotkey.action, availability));
}

/**
 * The action a key press asks for, or null. A press belongs to something else while the user
 * types (a text field, a select, editable content, an input method composing), holds Ctrl,
 * Alt or Meta, or has a dialog open: there the keys are the dialog's, and only its own Esc
 * (which the dialog handles) applies. Holding a key down does not repeat an action.
 */
export function hotkeyActionOf(
  event: KeyboardEvent,
  availability: HotkeyAvailability,
  dialogOpen: boolean,
): HotkeyAction | null {
  if (dialogOpen || event.defaultPrevented || event.isComposing || event.repeat) return null;
  if (isTyping(event.target)) return null;
  for (const hotkey of availableHotkeys(availability)) {
    if (hotkey.keys.some((key) => matchesHotkey(event, key))) return hotkey.action;
  }
  return null;
}
