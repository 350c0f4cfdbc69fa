export { MediaList } from './MediaList';
export { formatBytes, initiallyHidden, mediaKey } from './mediaRules';
