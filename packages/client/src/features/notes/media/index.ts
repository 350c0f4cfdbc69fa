export { LargeImageCard } from './LargeImageCard';
export { MediaList } from './MediaList';
export { formatBytes, initiallyHidden, inlineImageUrl, isOriginalSafe, mediaKey } from './mediaRules';
