// Sounds for events (spec 001 §"Sound setting"): our built-in sounds or a drive file, at
// master × per-event volume, throttled 25 ms. Start-up code imports only bus.ts and lazySoundEvents.
export { soundFor } from './bus';
export {
  BUILT_IN_SOUNDS,
  type BuiltInSound,
  builtInSoundKey,
  DRIVE_FILE_SOUND,
  effectiveVolume,
  GAME_SOUNDS,
  type GameSound,
  SOUND_EVENTS,
  type SoundEvent,
  type SoundPlayer,
  type StoredSound,
  soundUrl,
} from './engine';
export { SoundEventsLazy } from './lazySoundEvents';
export { appSoundPlayer, playEventSound, playSound } from './player';
