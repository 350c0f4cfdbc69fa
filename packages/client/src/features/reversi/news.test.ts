import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultReversiMap } from '@reversi/maps';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_SOUNDS, type SoundPlayer, type StoredSound, soundUrl } from '@/features/sounds';
import { fallbackI18n } from '@/i18n';
import { createMemorySettingsStore } from '@/settings';
import { END_SOUND_DELAY_MS, moveAnnouncement, playNewsSound, soundOfNews } from './news';
import type { GameDetailed } from './useReversiGame';

afterEach(() => {
  vi.useRealTimers();
});

/** A running 8×8 game after `moves` (black first, alternating), in Misskey's serialized log. */
function gameAfter(moves: number[]): GameDetailed {
  return {
    map: [...defaultReversiMap.data],
    isLlotheo: false,
    canPutEverywhere: false,
    loopedBoard: false,
    isStarted: true,
    isEnded: false,
    logs: moves.map((pos, i) => [1, i % 2 === 0 ? 1 : 0, 0, pos]),
  } as unknown as GameDetailed;
}

describe('announcing a reversi move', () => {
  const i18n = fallbackI18n();

  it('names the colour and the cell', () => {
    expect(moveAnnouncement(gameAfter([]), true, 19, i18n)).toBe('Black played D3.');
  });

  it('tells that the other colour passes when the move leaves it none (a real 8×8 opening)', () => {
    // D3 C3 B3 B2 F5 A3 A1, then white's C1 leaves black without a move.
    const game = gameAfter([19, 18, 17, 9, 37, 16, 0]);
    expect(moveAnnouncement(game, false, 2, i18n)).toBe('White played C1. Black has no move and passes.');
    // White's next move gives black a move again: no pass to tell.
    expect(moveAnnouncement(gameAfter([19, 18, 17, 9, 37, 16, 0, 2]), false, 20, i18n)).toBe(
      'White played E3.',
    );
  });
});

describe('reversi sounds', () => {
  it('chooses a stone for every move, a win for the winner, the end for the loser, a draw and watchers', () => {
    const log = { kind: 'log', player: true, pos: 19 } as const;
    expect(soundOfNews(log, 'me')).toBe('shiori/reversi-stone');
    expect(soundOfNews({ kind: 'ended', winnerId: 'me' }, 'me')).toBe('shiori/reversi-won');
    expect(soundOfNews({ kind: 'ended', winnerId: 'other' }, 'me')).toBe('shiori/reversi-over');
    expect(soundOfNews({ kind: 'ended', winnerId: null }, 'me')).toBe('shiori/reversi-over');
    expect(soundOfNews({ kind: 'ended', winnerId: null }, null)).toBe('shiori/reversi-over');
    expect(soundOfNews({ kind: 'started' }, 'me')).toBeNull();
  });

  it('are our own synthesised files, served beside the built-in sounds', () => {
    for (const sound of GAME_SOUNDS) {
      const url = soundUrl({ type: sound, volume: 1 });
      expect(url).toBe(`/client-assets/sounds/${sound}.wav`);
      expect(existsSync(join(dirname(fileURLToPath(import.meta.url)), '../../../public', url ?? ''))).toBe(
        true,
      );
    }
  });

  it('play at the master volume, the end a moment after the last stone, and not at all when sounds are off', () => {
    vi.useFakeTimers();
    const played: [StoredSound, number][] = [];
    const player: SoundPlayer = {
      play: async (sound, master) => {
        played.push([sound, master]);
        return true;
      },
    };
    const store = createMemorySettingsStore({ sound_masterVolume: 0.4 });
    playNewsSound(store, { kind: 'log', player: true, pos: 0 }, 'me', player);
    playNewsSound(store, { kind: 'ended', winnerId: 'me' }, 'me', player);
    expect(played).toEqual([[{ type: 'shiori/reversi-stone', volume: 1 }, 0.4]]);
    vi.advanceTimersByTime(END_SOUND_DELAY_MS);
    expect(played[1]).toEqual([{ type: 'shiori/reversi-won', volume: 1 }, 0.4]);

    store.set('sound_notUseSound', true);
    playNewsSound(store, { kind: 'log', player: false, pos: 1 }, 'me', player);
    expect(played).toHaveLength(2);
  });
});
