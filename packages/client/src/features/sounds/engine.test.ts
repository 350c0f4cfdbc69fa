import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { type AudioContextLike, createSoundPlayer, effectiveVolume, soundUrl } from './engine';
import { playEventSound, playSound } from './player';

/** A Web Audio stand-in that records what was started and at which gain. */
function fakeAudio() {
  const started: { buffer: unknown; gain: number }[] = [];
  const fetched: string[] = [];
  let contexts = 0;
  let clock = 1000;
  const createContext = (): AudioContextLike => {
    contexts++;
    return {
      state: 'running',
      destination: 'speakers',
      resume: async () => undefined,
      decodeAudioData: async (bytes) => ({ decoded: new TextDecoder().decode(bytes) }),
      createGain() {
        const node = { gain: { value: 1 }, connect: () => node };
        return node;
      },
      createBufferSource() {
        let into: { gain: { value: number } } | null = null;
        const source = {
          buffer: null as unknown,
          connect: (node: unknown) => {
            into = node as { gain: { value: number } };
            return node;
          },
          start: () => started.push({ buffer: source.buffer, gain: into?.gain.value ?? 1 }),
        };
        return source;
      },
    };
  };
  const player = createSoundPlayer({
    createContext,
    fetchBytes: async (url) => {
      fetched.push(url);
      return new TextEncoder().encode(url).buffer as ArrayBuffer;
    },
    now: () => clock,
  });
  return {
    player,
    started,
    fetched,
    contexts: () => contexts,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const blip = { type: 'shiori/blip-soft', volume: 0.5 };

describe('sound engine', () => {
  it('plays at master × the event volume, from our built-in file', async () => {
    const audio = fakeAudio();
    expect(await audio.player.play(blip, 0.3)).toBe(true);
    expect(audio.started).toHaveLength(1);
    expect(audio.started[0]?.gain).toBeCloseTo(0.15);
    expect(audio.fetched).toEqual(['/client-assets/sounds/shiori/blip-soft.wav']);
  });

  it('keeps the volume within 0…1', () => {
    expect(effectiveVolume(1, 2)).toBe(1);
    expect(effectiveVolume(-1, 1)).toBe(0);
    expect(effectiveVolume(0.3, 1)).toBeCloseTo(0.3);
  });

  it('drops a sound within 25 ms of the last one and plays after', async () => {
    const audio = fakeAudio();
    await audio.player.play(blip, 1);
    audio.advance(24);
    expect(await audio.player.play(blip, 1)).toBe(false);
    audio.advance(1);
    expect(await audio.player.play(blip, 1)).toBe(true);
    expect(audio.started).toHaveLength(2);
  });

  it('fetches and decodes a file once, and makes one context', async () => {
    const audio = fakeAudio();
    await audio.player.play(blip, 1);
    audio.advance(100);
    await audio.player.play(blip, 1);
    expect(audio.fetched).toHaveLength(1);
    expect(audio.contexts()).toBe(1);
    expect(audio.started[1]?.buffer).toEqual({ decoded: '/client-assets/sounds/shiori/blip-soft.wav' });
  });

  it('plays nothing for none, a zero volume, an unknown name or a drive file without a web URL', async () => {
    const audio = fakeAudio();
    for (const sound of [
      { type: null, volume: 1 },
      { type: 'shiori/blip-soft', volume: 0 },
      { type: 'someone/else', volume: 1 },
      { type: '_driveFile_', fileId: 'f1', fileUrl: 'javascript:alert(1)', volume: 1 },
    ]) {
      audio.advance(100);
      expect(await audio.player.play(sound, 1)).toBe(false);
    }
    expect(audio.started).toHaveLength(0);
    expect(audio.contexts()).toBe(0);
  });

  it('plays a drive file from its URL', () => {
    expect(soundUrl({ type: '_driveFile_', fileId: 'f1', fileUrl: 'https://x.test/f.mp3', volume: 1 })).toBe(
      'https://x.test/f.mp3',
    );
  });
});

describe('event sounds follow the settings', () => {
  it('uses the event setting and the master volume; silent when sounds are off or the tab is hidden', async () => {
    const audio = fakeAudio();
    const store = createMemorySettingsStore({
      sound_note: { type: 'shiori/pop', volume: 1 },
      sound_masterVolume: 0.5,
    });
    expect(await playEventSound(store, 'note', audio.player, () => false)).toBe(true);
    expect(audio.started[0]?.gain).toBeCloseTo(0.5);
    expect(await playEventSound(store, 'notification', audio.player, () => false)).toBe(false);

    audio.advance(100);
    store.set('sound_useSoundOnlyWhenActive', true);
    expect(await playEventSound(store, 'note', audio.player, () => true)).toBe(false);
    store.set('sound_notUseSound', true);
    expect(await playEventSound(store, 'note', audio.player, () => false)).toBe(false);
    expect(audio.started).toHaveLength(1);
  });

  it('plays a sound chosen elsewhere (a column’s, an alarm) under the same switches', async () => {
    const audio = fakeAudio();
    const store = createMemorySettingsStore({ sound_masterVolume: 0.4 });
    const sound = { type: 'shiori/chime-bell', volume: 0.5 };
    expect(await playSound(store, sound, audio.player, () => false)).toBe(true);
    expect(audio.started[0]?.gain).toBeCloseTo(0.2);
    audio.advance(100);
    store.set('sound_notUseSound', true);
    expect(await playSound(store, sound, audio.player, () => false)).toBe(false);
    store.set('sound_notUseSound', false);
    store.set('sound_useSoundOnlyWhenActive', true);
    expect(await playSound(store, sound, audio.player, () => true)).toBe(false);
    expect(audio.started).toHaveLength(1);
  });
});
