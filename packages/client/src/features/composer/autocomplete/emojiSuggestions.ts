import { useCallback, useRef } from 'react';
import {
  type CustomEmoji,
  canUseInText,
  customEmojiValue,
  type EmojiUser,
  loadUnicodeEmoji,
  searchEmoji,
  type UnicodeEmoji,
  useCustomEmojis,
  useEmojiUser,
} from '@/features/emoji';
import { unicodeEmojiImage } from '@/mfm/Emoji';
import { type EmojiStyle, useEmojiStyle } from '@/mfm/environment';
import type { Suggestion } from './suggestions';

/** The composer shows about this many; searching for more would be wasted work. */
const SUGGESTION_LIMIT = 10;

/**
 * What typing `:query` offers: the server's own emoji first (they are why people type codes),
 * then unicode. A custom emoji inserts `:name:`, a unicode one its character. Unicode emoji are
 * drawn as the `emojiStyle` setting says: an image, or the device glyph in the label.
 */
export function emojiSuggestions(
  query: string,
  sources: { custom: readonly CustomEmoji[]; unicode: readonly UnicodeEmoji[] },
  user: EmojiUser,
  style: EmojiStyle = 'native',
  limit = SUGGESTION_LIMIT,
): Suggestion[] {
  const found = searchEmoji(query, sources, limit * 2);
  const custom = found.custom
    .filter((emoji) => canUseInText(emoji, user))
    .map(
      (emoji): Suggestion => ({
        key: `custom:${emoji.name}`,
        label: customEmojiValue(emoji.name),
        imageUrl: emoji.url,
        imageKind: 'emoji',
        insertion: customEmojiValue(emoji.name),
      }),
    );
  const unicode = found.unicode.map((emoji): Suggestion => {
    const image = unicodeEmojiImage(emoji.char, style);
    return {
      key: `unicode:${emoji.char}`,
      label: image ? `:${emoji.name}:` : `${emoji.char} :${emoji.name}:`,
      imageUrl: image,
      imageKind: 'emoji',
      insertion: emoji.char,
    };
  });
  return [...custom, ...unicode].slice(0, limit);
}

/**
 * The composer's emoji source for `useAutocomplete(..., { emoji })`. Its identity stays the same
 * across renders (the autocomplete refetches when it changes); it reads the latest lists.
 */
export function useEmojiSuggestionSource(): (query: string) => Promise<Suggestion[]> {
  const custom = useCustomEmojis();
  const user = useEmojiUser();
  const style = useEmojiStyle();
  const latest = useRef({ custom, user, style });
  latest.current = { custom, user, style };
  return useCallback(async (query: string) => {
    const unicode = await loadUnicodeEmoji().catch((error: unknown) => {
      // Without the unicode data the server's own emoji still complete.
      console.error('Could not load the unicode emoji data', error);
      return [] as readonly UnicodeEmoji[];
    });
    const { custom: customList, user: who, style: emojiStyle } = latest.current;
    return emojiSuggestions(query, { custom: customList, unicode }, who, emojiStyle);
  }, []);
}
