// Sounds for events (spec 001 §"Sound setting"): our built-in sounds or a drive file, at
// master × per-event volume, throttled 25 ms. Start-up code imports only bus.ts and lazySoundEvents.
export { soundFor } from './bus';
export {
  BUILT_IN_SOUNDS,
  type BuiltInSound,
  builtInSoundKey,
  DRIVE_FILE_SOUND,
  effectiveVolume,
  SOUND_EVENTS,
  type SoundEvent,
  type StoredSound,
  soundUrl,
} from './engine';
export { SoundEventsLazy } from './lazySoundEvents';
export { appSoundPlayer, playEventSound, playSound } from './player';
