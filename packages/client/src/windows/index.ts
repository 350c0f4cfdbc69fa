export {
  ACHIEVEMENT_EVENT,
  type AchievementDetail,
  PAGE_WINDOWS_ACHIEVEMENT,
  PAGE_WINDOWS_ACHIEVEMENT_KEY,
} from './achievement';
export { PageWindow, type PageWindowProps, type WindowPages } from './PageWindow';
export { WindowFrame, type WindowFrameProps } from './WindowFrame';
export { useWindows, type WindowsApi } from './WindowsContext';
export { WindowsProvider } from './WindowsProvider';
