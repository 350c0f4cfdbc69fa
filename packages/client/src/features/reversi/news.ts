import { BLACK, type Color } from '@reversi/engine';
import { GAME_SOUNDS, type GameSound, playSound, type SoundPlayer } from '@/features/sounds';
import type { useI18n } from '@/i18n';
import type { SettingsStore } from '@/settings';
import { cellName } from './cells';
import { engineOf } from './gameState';
import type { GameDetailed, GameNews } from './useReversiGame';

type I18n = ReturnType<typeof useI18n>;

/**
 * What the live region says for a move: "Black played A2." and, when the other colour has no
 * move left, that it passes. The log arrives before the state re-renders, so the game is
 * replayed with this move to see whose turn follows.
 */
export function moveAnnouncement(game: GameDetailed, player: Color, pos: number, i18n: I18n): string {
  const t = i18n.ts.reversi;
  const colorName = (color: Color) => (color === BLACK ? t.black : t.white);
  const cell = cellName(game.map[0]?.length ?? 1, pos);
  const text = i18n.t('reversi.moved', { color: colorName(player), cell });
  const after = engineOf({ ...game, logs: [...game.logs, [0, player ? 1 : 0, 0, pos]] });
  if (after.turn !== player) return text;
  return `${text} ${i18n.t('reversi.passed', { color: colorName(!player) })}`;
}

/** The sound for a piece of news: a stone for every move, a win for the winner, else the end. */
export function soundOfNews(news: GameNews, me: string | null): GameSound | null {
  const [stone, won, over] = GAME_SOUNDS;
  if (news.kind === 'log') return stone;
  if (news.kind === 'ended') return me !== null && news.winnerId === me ? won : over;
  return null;
}

/** The end's sound waits for the last stone's to finish (the player drops sounds 25 ms apart). */
export const END_SOUND_DELAY_MS = 250;

/**
 * Plays the news's sound under the sound settings (off switch, "only while in front", master
 * volume): every stone placed, and the game's end a moment after its last stone.
 */
export function playNewsSound(
  store: SettingsStore,
  news: GameNews,
  me: string | null,
  player?: SoundPlayer,
): void {
  const sound = soundOfNews(news, me);
  if (!sound) return;
  // A browser without Web Audio (or one that refuses it) plays nothing; the game goes on.
  const play = () => void playSound(store, { type: sound, volume: 1 }, player).catch(() => undefined);
  if (news.kind === 'ended') setTimeout(play, END_SOUND_DELAY_MS);
  else play();
}
