// The hub and the games load as one chunk: two small pages, one file name in the start-up
// route table's preload list instead of several.
export { ClickerPage } from './ClickerPage';
export { GamesPage } from './GamesPage';
