/**
 * The bubble game's rules as numbers (the shape of Misskey's drop-and-fusion game: ten sizes, each
 * 1.25 times the one before from 32 px, a merge of two level-k bubbles scoring 2^(k-1), only the five
 * smallest dropped). The server bounds a registered score with the same numbers
 * (packages/server/src/services/bubble-game/replay-bound.ts): change both together.
 */
export const GAME_MODES = ['normal', 'square'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** Sent as gameVersion with a score: a replay needs the rules it was played with. */
export const GAME_VERSION = 1;
export const GAME_WIDTH = 450;
export const GAME_HEIGHT = 600;
/** Walls' inner margin: the box spans PLAYAREA_MARGIN … GAME_WIDTH - PLAYAREA_MARGIN. */
export const PLAYAREA_MARGIN = 25;
/** A bubble that has touched another above this line ends the game. */
export const GAME_OVER_LINE_Y = 100;
/** Where a dropped bubble's top starts. */
export const DROPPER_Y = 30;
/** Frames between two drops. */
export const DROP_COOLTIME = 30;
/** Merges closer together than this many frames make a combo. */
export const COMBO_INTERVAL = 60;
export const FRAME_MS = 1000 / 60;

export interface Level {
  level: number;
  size: number;
  score: number;
  droppable: boolean;
}

export const LEVELS: readonly Level[] = Array.from({ length: 10 }, (_, i) => ({
  level: i + 1,
  size: 32 * 1.25 ** i,
  score: 2 ** i,
  droppable: i < 5,
}));

export const DROPPABLE = LEVELS.filter((l) => l.droppable);

/** The combo's multiplier on a merge's score (the n-th merge in a row counts 1 + (n - 1) / 5). */
export function comboBonus(combo: number): number {
  return 1 + (Math.max(1, combo) - 1) / 5;
}
