export { EmojiDetailButton, InsideLinkContext } from './EmojiDetailButton';
export { EmojiDetail, openEmojiDetail } from './EmojiDetailDialog';
