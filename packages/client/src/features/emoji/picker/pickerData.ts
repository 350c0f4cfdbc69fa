import { REACTION_PROFILE_COUNT } from '@/settings/definitions';
import { canReactWith, canUseInText } from '../eligibility';
import { customEmojiValue, parseEmojiValue } from '../emojiValue';
import type { CustomEmoji, EmojiUser, EmojiValue, ReactionTarget, UnicodeEmoji } from '../types';

/** What one picker button shows: the value it picks, its accessible name, and its image. */
export interface PickerItem {
  value: EmojiValue;
  label: string;
  /** Set for a custom emoji (its image); unset for unicode. */
  custom?: CustomEmoji;
}

/** The like as the palette stores it, offered when a note accepts nothing else. */
export const LIKE: EmojiValue = '\u2764\ufe0f';

/** Spoken name of a unicode emoji: its short name with spaces (`thumbs up`). */
export function unicodeLabel(emoji: UnicodeEmoji): string {
  return emoji.name.replace(/_/g, ' ');
}

export function customItem(emoji: CustomEmoji): PickerItem {
  const value = customEmojiValue(emoji.name);
  return { value, label: value, custom: emoji };
}

export function unicodeItem(emoji: UnicodeEmoji): PickerItem {
  return { value: emoji.char, label: unicodeLabel(emoji) };
}

/** Looks unicode emoji up by char, with and without the emoji presentation selector. */
export function unicodeByChar(list: readonly UnicodeEmoji[] | null): ReadonlyMap<string, UnicodeEmoji> {
  const map = new Map<string, UnicodeEmoji>();
  for (const emoji of list ?? []) {
    map.set(emoji.char, emoji);
    const bare = emoji.char.replace(/\ufe0f/g, '');
    if (!map.has(bare)) map.set(bare, emoji);
  }
  return map;
}

/** Decides what this picker may offer: a reaction the note accepts, or an emoji usable in text. */
export interface Eligibility {
  custom(emoji: CustomEmoji): boolean;
  unicode(char: string): boolean;
}

export function eligibility(
  target: ReactionTarget | undefined,
  user: EmojiUser,
  customIndex: ReadonlyMap<string, CustomEmoji>,
): Eligibility {
  if (!target) return { custom: (emoji) => canUseInText(emoji, user), unicode: () => true };
  return {
    custom: (emoji) => canReactWith(customEmojiValue(emoji.name), target, user, customIndex),
    unicode: (char) => canReactWith(char, target, user, customIndex),
  };
}

/**
 * A stored value (pinned or recent) as a button, or null when it may not be offered here:
 * a custom emoji that is gone or not allowed, a unicode emoji the note does not accept.
 */
export function itemOfValue(
  value: EmojiValue,
  allowed: Eligibility,
  customIndex: ReadonlyMap<string, CustomEmoji>,
  unicode: ReadonlyMap<string, UnicodeEmoji>,
): PickerItem | null {
  const parsed = parseEmojiValue(value);
  if (parsed.kind === 'custom') {
    if (parsed.host !== null) return null;
    const emoji = customIndex.get(parsed.name);
    return emoji && allowed.custom(emoji) ? customItem(emoji) : null;
  }
  if (!allowed.unicode(value)) return null;
  const known = unicode.get(value) ?? unicode.get(value.replace(/\ufe0f/g, ''));
  return { value, label: known ? unicodeLabel(known) : value };
}

/** Stored values as buttons, keeping their order and dropping duplicates and what is not allowed. */
export function itemsOfValues(
  values: readonly EmojiValue[],
  allowed: Eligibility,
  customIndex: ReadonlyMap<string, CustomEmoji>,
  unicode: ReadonlyMap<string, UnicodeEmoji>,
): PickerItem[] {
  const seen = new Set<string>();
  const items: PickerItem[] = [];
  for (const value of values) {
    if (seen.has(value)) continue;
    seen.add(value);
    const item = itemOfValue(value, allowed, customIndex, unicode);
    if (item) items.push(item);
  }
  return items;
}

/**
 * The pinned list of a reaction picker: the profile's palette as the note allows it, or just
 * the like when the note accepts only that (so the picker is never empty where a like works).
 */
export function withLikeFallback(
  items: PickerItem[],
  allowed: Eligibility,
  unicode: ReadonlyMap<string, UnicodeEmoji>,
) {
  if (items.length > 0 || !allowed.unicode(LIKE)) return items;
  const known = unicode.get(LIKE) ?? unicode.get('\u2764');
  return [{ value: LIKE, label: known ? unicodeLabel(known) : LIKE }];
}

/**
 * How many profiles this user may switch between: the role policy `emojiPickerProfileLimit`
 * (six when the server does not say), at least one, at most the profiles the setting keeps.
 */
export function usableProfileCount(policies: unknown, stored: number): number {
  const raw = (policies as { emojiPickerProfileLimit?: unknown } | null | undefined)?.emojiPickerProfileLimit;
  const limit = typeof raw === 'number' && Number.isFinite(raw) ? Math.floor(raw) : REACTION_PROFILE_COUNT;
  return Math.max(1, Math.min(limit, Math.max(stored, 1)));
}
