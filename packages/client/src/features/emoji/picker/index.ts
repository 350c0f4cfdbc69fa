export { ComposerEmojiButton } from './ComposerEmojiButton';
export {
  type EmojiPickerOptions,
  openEmojiPicker,
  type PickerMode,
  resolvePickerMode,
} from './openEmojiPicker';
