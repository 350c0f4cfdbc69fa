export { GlobalHotkeys } from './GlobalHotkeys';
export {
  availableHotkeys,
  GLOBAL_HOTKEYS,
  type GlobalHotkey,
  type HotkeyAction,
  hotkeyActionOf,
} from './globalHotkeys';
export { openHotkeysHelp } from './HotkeysHelpDialog';
