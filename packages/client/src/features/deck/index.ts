export {
  createDeckStore,
  type DeckRegistry,
  type DeckSnapshot,
  type DeckStatus,
  type DeckStore,
  isNoSuchKey,
  SAVE_DELAY_MS,
} from './deckStore';
export { LazyDeck as DeckArea } from './LazyDeck';
export * from './model';
export {
  DECK_SCOPE,
  DEFAULT_PROFILE,
  isDeckScope,
  PROFILE_NAME_MAX,
  type ProfileNameProblem,
  profileList,
  profileNameProblem,
} from './profiles';
export { createProfile, deleteProfile, registryOf, renameProfile } from './registry';
