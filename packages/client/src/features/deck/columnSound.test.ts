import { describe, expect, it } from 'vitest';
import type { SoundPlayer, StoredSound } from '@/features/sounds/engine';
import { createMemorySettingsStore } from '@/settings';
import { columnSoundOf, playColumnSound } from './columnSound';

/** A player that records what it was asked to play and at which master volume. */
function recordingPlayer() {
  const played: { sound: StoredSound; master: number }[] = [];
  const player: SoundPlayer = {
    play: async (sound, master) => {
      played.push({ sound, master });
      return true;
    },
  };
  return { played, player };
}

describe('a deck column’s own sound', () => {
  it('is none until chosen, and reads a malformed save as none', () => {
    expect(columnSoundOf({})).toEqual({ type: null, volume: 1 });
    expect(columnSoundOf({ soundSetting: 'pop' as never })).toEqual({ type: null, volume: 1 });
    expect(columnSoundOf({ soundSetting: { type: 7, volume: 1 } as never })).toEqual({
      type: null,
      volume: 1,
    });
    expect(columnSoundOf({ soundSetting: { type: 'shiori/pop', volume: 4 } })).toEqual({
      type: 'shiori/pop',
      volume: 1,
    });
  });

  it('keeps a drive file Misskey Web chose, with its URL', () => {
    const soundSetting = { type: '_driveFile_', volume: 0.5, fileId: 'f1', fileUrl: 'https://x.test/a.mp3' };
    expect(columnSoundOf({ soundSetting })).toEqual(soundSetting);
  });

  it('plays the chosen sound at the master volume for a new note, and nothing without one', async () => {
    const store = createMemorySettingsStore({ sound_masterVolume: 0.6 });
    const { played, player } = recordingPlayer();
    expect(await playColumnSound(store, {}, player, () => false)).toBe(false);
    const soundSetting = { type: 'shiori/drop', volume: 0.5 };
    expect(await playColumnSound(store, { soundSetting }, player, () => false)).toBe(true);
    expect(played).toEqual([{ sound: soundSetting, master: 0.6 }]);
  });

  it('stays silent when the device mutes sounds, or plays only in front and the tab is hidden', async () => {
    const soundSetting = { type: 'shiori/drop', volume: 1 };
    const { played, player } = recordingPlayer();
    const muted = createMemorySettingsStore({ sound_notUseSound: true });
    expect(await playColumnSound(muted, { soundSetting }, player, () => false)).toBe(false);
    const onlyInFront = createMemorySettingsStore({ sound_useSoundOnlyWhenActive: true });
    expect(await playColumnSound(onlyInFront, { soundSetting }, player, () => true)).toBe(false);
    expect(played).toEqual([]);
  });
});
