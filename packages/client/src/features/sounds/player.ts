import type { SettingsStore } from '@/settings';
import { createSoundPlayer, type SoundEvent, type SoundPlayer, type StoredSound } from './engine';

let shared: SoundPlayer | null = null;

/** The app's one player over the real Web Audio and fetch (one context, one buffer cache). */
export function appSoundPlayer(): SoundPlayer {
  shared ??= createSoundPlayer({
    createContext: () => new AudioContext(),
    fetchBytes: async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`sound ${response.status}`);
      return response.arrayBuffer();
    },
    now: () => performance.now(),
  });
  return shared;
}

/** The stored sound of an event (setting keys sound_note, sound_noteMy, …). */
export function soundOf(store: SettingsStore, event: SoundEvent): StoredSound {
  return store.get(`sound_${event}`);
}

/**
 * Plays an event's sound as the settings say: nothing when sounds are off, or when "only while
 * the tab is in front" is on and it is hidden.
 */
export function playEventSound(
  store: SettingsStore,
  event: SoundEvent,
  player: SoundPlayer = appSoundPlayer(),
  hidden = () => document.visibilityState === 'hidden',
): Promise<boolean> {
  return playSound(store, soundOf(store, event), player, hidden);
}

/**
 * Plays a sound chosen elsewhere (a deck column's own, the job queue widget's alarm) under the
 * same rules as the events' sounds: the master switch, "only while in front", the master volume.
 */
export function playSound(
  store: SettingsStore,
  sound: StoredSound,
  player: SoundPlayer = appSoundPlayer(),
  hidden = () => document.visibilityState === 'hidden',
): Promise<boolean> {
  if (store.get('sound_notUseSound')) return Promise.resolve(false);
  if (store.get('sound_useSoundOnlyWhenActive') && hidden()) return Promise.resolve(false);
  return player.play(sound, store.get('sound_masterVolume'));
}
