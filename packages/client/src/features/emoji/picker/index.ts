export { ComposerEmojiButton } from './ComposerEmojiButton';
export {
  type EmojiPickerOptions,
  openEmojiPicker,
  type PickerMode,
  preloadEmojiPicker,
  resolvePickerMode,
  schedulePickerPreload,
} from './openEmojiPicker';
