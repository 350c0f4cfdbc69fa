/**
 * What a bubble game's replay log can prove without running the physics.
 *
 * The log is Misskey's serialized form: one entry per operation, `[frameDelta, 0, x]` for a drop,
 * `[frameDelta, 1]` for a hold and `[frameDelta, 2]` for giving up, each frame counted from the
 * previous entry. The client's engine (features/bubbleGame) uses the same rules as these numbers.
 *
 * The bound: a merge of two level-k bubbles scores 2^(k-1) before the combo bonus, which is half the
 * merged "weight" (a level-k bubble weighs 2^(k-1) level-1 bubbles, and a merge keeps the weight).
 * Each unit of dropped weight takes part in at most one merge per level, so the merges' base scores
 * add up to at most LEVELS/2 times the dropped weight, and a drop weighs at most 2^(MAX_DROP_LEVEL-1).
 * A merge removes at least one bubble, so there are at most as many merges as drops, and the combo
 * bonus (1 + (combo - 1) / 5, combo counting merges) is at most 1 + (drops - 1) / 5; rounding adds
 * under one point per merge. A score above that cannot come from the log, whatever the physics did.
 */

/** The game's rules that the bound depends on, per mode (the client's modes have the same numbers). */
const MODES: Record<string, { levels: number; maxDropLevel: number; comboBonus: boolean }> = {
  normal: { levels: 10, maxDropLevel: 5, comboBonus: true },
  square: { levels: 10, maxDropLevel: 5, comboBonus: true },
};

/** Frames between two drops (the dropper's cool-down, 0.5 s at 60 frames a second). */
export const DROP_COOLTIME = 30;
/** The play area's width: a drop's x lies within it. */
export const GAME_WIDTH = 450;
/** The longest log accepted: far more drops than fit in the box. */
export const MAX_LOG_ENTRIES = 10_000;

export type LogCheck = { ok: true; drops: number; maxScore: number } | { ok: false; reason: string };

export function isKnownMode(mode: string): boolean {
  return Object.hasOwn(MODES, mode);
}

/** Checks the log's shape and timing, and the highest score it could yield in `mode`. */
export function checkLog(mode: string, logs: readonly (readonly number[])[]): LogCheck {
  const rules = MODES[mode];
  if (!rules) return { ok: false, reason: 'unknown game mode' };
  if (logs.length > MAX_LOG_ENTRIES) return { ok: false, reason: 'log too long' };
  let frame = 0;
  let lastDropFrame: number | null = null;
  let drops = 0;
  for (const [i, entry] of logs.entries()) {
    const [delta, op, x] = entry;
    if (delta === undefined || !Number.isInteger(delta) || delta < 0) {
      return { ok: false, reason: `entry ${i}: bad frame delta` };
    }
    frame += delta;
    if (op === 0) {
      if (entry.length !== 3 || x === undefined || !Number.isFinite(x) || x < 0 || x > GAME_WIDTH) {
        return { ok: false, reason: `entry ${i}: bad drop` };
      }
      if (lastDropFrame !== null && frame - lastDropFrame < DROP_COOLTIME) {
        return { ok: false, reason: `entry ${i}: drop before the cool-down` };
      }
      lastDropFrame = frame;
      drops++;
    } else if (op === 1 || op === 2) {
      if (entry.length !== 2) return { ok: false, reason: `entry ${i}: bad operation` };
      if (op === 2 && i !== logs.length - 1) return { ok: false, reason: `entry ${i}: play after giving up` };
    } else {
      return { ok: false, reason: `entry ${i}: unknown operation` };
    }
  }
  const dropWeight = 2 ** (rules.maxDropLevel - 1);
  const baseMax = (rules.levels / 2) * dropWeight * drops;
  const comboMax = rules.comboBonus && drops > 0 ? 1 + (drops - 1) / 5 : 1;
  return { ok: true, drops, maxScore: Math.floor(baseMax * comboMax + drops / 2) };
}
