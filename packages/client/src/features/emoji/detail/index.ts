export { EmojiDetailButton } from './EmojiDetailButton';
export { openEmojiDetail } from './openEmojiDetail';
