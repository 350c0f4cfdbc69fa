// The emoji core (issue 6): data, search, eligibility, recents and the glyph. The picker
// (`./picker`) and the reactions UI build on these.
export {
  CustomEmojiProvider,
  useCustomEmojiActions,
  useCustomEmojiIndex,
  useCustomEmojis,
} from './custom/CustomEmojiProvider';
export { EmojiGlyph, type EmojiGlyphProps } from './EmojiGlyph';
export { canReactWith, canUseInText, isLikeReaction } from './eligibility';
export { customEmojiValue, type ParsedEmojiValue, parseEmojiValue } from './emojiValue';
export { useRecentEmojis, withRecentEmoji } from './recent';
export { normalizeEmojiQuery, searchEmoji } from './search';
export {
  type CustomEmoji,
  type EmojiUser,
  type EmojiValue,
  type ReactionTarget,
  UNICODE_CATEGORIES,
  type UnicodeCategory,
  type UnicodeEmoji,
} from './types';
export { loadUnicodeEmoji, useUnicodeEmoji } from './unicode/loadUnicodeEmoji';
export { useEmojiUser } from './useEmojiUser';
