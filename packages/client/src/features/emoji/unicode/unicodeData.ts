// This module is only ever reached through a dynamic import(): the data is a lazy chunk that
// stays out of the first-paint bundle.
import compact from 'emojibase-data/en/compact.json';
import emojibase from 'emojibase-data/en/shortcodes/emojibase.json';
import github from 'emojibase-data/en/shortcodes/github.json';
import type { UnicodeEmoji } from '../types';
import { buildUnicodeEmoji, type CompactEmojiEntry, type ShortcodeMap } from './buildUnicodeEmoji';

export function unicodeEmojiList(): UnicodeEmoji[] {
  return buildUnicodeEmoji(compact as CompactEmojiEntry[], github as ShortcodeMap, emojibase as ShortcodeMap);
}
