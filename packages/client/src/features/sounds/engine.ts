import type { SoundSetting } from '@/settings';

/** The events that can make a sound (spec 001 "Sound setting" targets). */
export const SOUND_EVENTS = ['note', 'noteMy', 'notification', 'reaction'] as const;
export type SoundEvent = (typeof SOUND_EVENTS)[number];

/** Misskey's marker for "a file from my drive" in a sound setting's type. */
export const DRIVE_FILE_SOUND = '_driveFile_';

/**
 * Our own sounds (made by scripts/make-sounds.mjs), under client-assets/sounds/{id}.wav. The ids
 * sit where Misskey's built-in names go in the setting, so a setting stays Misskey's shape.
 */
export const BUILT_IN_SOUNDS = [
  'shiori/blip-soft',
  'shiori/blip-fm',
  'shiori/drop',
  'shiori/pop',
  'shiori/click',
  'shiori/chime-up',
  'shiori/chime-bell',
  'shiori/chime-triad',
] as const;

export type BuiltInSound = (typeof BUILT_IN_SOUNDS)[number];

/**
 * Sounds the games play (made by the same script, same licence), not offered for events: they
 * go through the same player, so the master volume and the "no sounds" switch hold for them.
 */
export const GAME_SOUNDS = ['shiori/reversi-stone', 'shiori/reversi-won', 'shiori/reversi-over'] as const;

export type GameSound = (typeof GAME_SOUNDS)[number];

/** 'shiori/chime-up' → 'chimeUp': the sound's name key under `soundSettings.builtIn` in the locales. */
export function builtInSoundKey(id: BuiltInSound) {
  return id.slice(id.indexOf('/') + 1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as
    | 'blipSoft'
    | 'blipFm'
    | 'drop'
    | 'pop'
    | 'click'
    | 'chimeUp'
    | 'chimeBell'
    | 'chimeTriad';
}

/** A stored sound: Misskey's {type, volume}, plus fileId/fileUrl when type is '_driveFile_'. */
export type StoredSound = SoundSetting & { fileId?: string; fileUrl?: string };

/** Where the sound's bytes are, or null for "no sound" (none, an unknown name, a drive file without URL). */
export function soundUrl(sound: StoredSound): string | null {
  if (sound.type === null || sound.type === '') return null;
  if (sound.type === DRIVE_FILE_SOUND)
    return sound.fileUrl && /^https?:\/\//.test(sound.fileUrl) ? sound.fileUrl : null;
  if (!([...BUILT_IN_SOUNDS, ...GAME_SOUNDS] as readonly string[]).includes(sound.type)) return null;
  return `/client-assets/sounds/${sound.type}.wav`;
}

/** Master × the event's own volume, kept within 0…1. */
export function effectiveVolume(master: number, volume: number): number {
  const v = (Number.isFinite(master) ? master : 0) * (Number.isFinite(volume) ? volume : 0);
  return Math.min(1, Math.max(0, v));
}

/** The part of Web Audio the player uses, so tests can hand in a fake. */
export interface AudioContextLike {
  readonly state: string;
  readonly destination: unknown;
  resume(): Promise<void>;
  decodeAudioData(data: ArrayBuffer): Promise<unknown>;
  createBufferSource(): {
    buffer: unknown;
    connect(node: unknown): unknown;
    start(): void;
  };
  createGain(): { gain: { value: number }; connect(node: unknown): unknown };
}

export interface SoundPlayerDeps {
  createContext: () => AudioContextLike;
  fetchBytes: (url: string) => Promise<ArrayBuffer>;
  now: () => number;
}

/** Sounds closer together than this are dropped (spec 001: play throttled 25 ms). */
export const THROTTLE_MS = 25;

export interface SoundPlayer {
  /** Plays the sound at master × its volume; resolves to whether it played. */
  play(sound: StoredSound, master: number): Promise<boolean>;
}

export function createSoundPlayer(deps: SoundPlayerDeps): SoundPlayer {
  let context: AudioContextLike | null = null;
  let last = Number.NEGATIVE_INFINITY;
  const buffers = new Map<string, Promise<unknown>>();

  const bufferOf = (ctx: AudioContextLike, url: string) => {
    let buffer = buffers.get(url);
    if (!buffer) {
      buffer = deps.fetchBytes(url).then((bytes) => ctx.decodeAudioData(bytes));
      // A failed fetch or decode is forgotten, so a later play may try again.
      buffer.catch(() => buffers.delete(url));
      buffers.set(url, buffer);
    }
    return buffer;
  };

  return {
    async play(sound, master) {
      const url = soundUrl(sound);
      const volume = effectiveVolume(master, sound.volume);
      if (url === null || volume === 0) return false;
      const at = deps.now();
      if (at - last < THROTTLE_MS) return false;
      last = at;
      // Created on first use: browsers only let a context run after a user gesture, and the
      // first sound is usually a preview click or comes after one.
      context ??= deps.createContext();
      const ctx = context;
      if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
      let buffer: unknown;
      try {
        buffer = await bufferOf(ctx, url);
      } catch {
        return false;
      }
      const gain = ctx.createGain();
      gain.gain.value = volume;
      gain.connect(ctx.destination);
      const source = ctx.createBufferSource();
      source.buffer = buffer;
      source.connect(gain);
      source.start();
      return true;
    },
  };
}
