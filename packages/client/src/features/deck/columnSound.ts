import { DRIVE_FILE_SOUND, type SoundPlayer, type StoredSound } from '@/features/sounds/engine';
import { playSound } from '@/features/sounds/player';
import type { SettingsStore } from '@/settings';
import type { DeckColumn } from './model';

/** The column types with a sound of their own for new notes (Misskey's `soundSetting`). */
export const SOUND_COLUMN_TYPES: readonly DeckColumn['type'][] = [
  'tl',
  'list',
  'antenna',
  'channel',
  'roleTimeline',
];

/** Misskey's default: no sound, full volume. */
export const NO_COLUMN_SOUND: StoredSound = { type: null, volume: 1 };

/** The volumes the column menu offers. */
export const COLUMN_SOUND_VOLUMES = [0.25, 0.5, 0.75, 1] as const;

export function hasColumnSound(type: DeckColumn['type']): boolean {
  return SOUND_COLUMN_TYPES.includes(type);
}

/**
 * The column's sound as saved (by us or by Misskey Web, which keeps a drive file's id and URL
 * beside the type); anything malformed reads as no sound.
 */
export function columnSoundOf(column: Pick<DeckColumn, 'soundSetting'>): StoredSound {
  const saved = column.soundSetting;
  if (typeof saved !== 'object' || saved === null) return NO_COLUMN_SOUND;
  const { type, volume, fileId, fileUrl } = saved as Record<string, unknown>;
  if (type !== null && typeof type !== 'string') return NO_COLUMN_SOUND;
  const sound: StoredSound = {
    type,
    volume: typeof volume === 'number' && Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1,
  };
  if (type === DRIVE_FILE_SOUND) {
    if (typeof fileId === 'string') sound.fileId = fileId;
    if (typeof fileUrl === 'string') sound.fileUrl = fileUrl;
  }
  return sound;
}

/** Plays the column's sound for a note that arrived in it, under the device's sound settings. */
export function playColumnSound(
  store: SettingsStore,
  column: Pick<DeckColumn, 'soundSetting'>,
  player?: SoundPlayer,
  hidden?: () => boolean,
): Promise<boolean> {
  const sound = columnSoundOf(column);
  if (sound.type === null) return Promise.resolve(false);
  return playSound(store, sound, player, hidden);
}
