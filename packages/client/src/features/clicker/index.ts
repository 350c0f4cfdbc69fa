export { ClickerGame } from './ClickerGame';
export {
  CLICKER_SAVE_DELAY_MS,
  type ClickerRegistry,
  type ClickerSnapshot,
  type ClickerStore,
  createClickerStore,
} from './clickerStore';
export {
  CLICKER_KEY,
  CLICKER_SCOPE,
  type ClickerSave,
  clickOnce,
  newClickerSave,
  readClickerSave,
} from './saveData';
export { clickerRegistry, useClickerGame } from './useClickerGame';
