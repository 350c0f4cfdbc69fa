export { EmojiDetailButton } from './EmojiDetailButton';
export { EmojiDetail, openEmojiDetail } from './EmojiDetailDialog';
