import type { StoredSound } from '@/features/sounds/engine';

/** The job queue widget's alarm: one of our own sounds, at the master volume. */
export const JAM_SOUND: StoredSound = { type: 'shiori/chime-bell', volume: 1 };

/**
 * Misskey plays its alarm again as soon as the last one ended, for as long as jobs wait. Our
 * sounds are short chimes, so the repeat is spaced instead: once every few seconds while jammed.
 */
export const JAM_REPEAT_MS = 5_000;

type QueueFigures = { waiting?: unknown } | undefined;

/** The queues of a `queueStats` sample that have jobs waiting (Misskey's sign of a jam). */
export function jammedQueues(stats: Record<string, QueueFigures>): string[] {
  return Object.entries(stats)
    .filter(([, figures]) => typeof figures?.waiting === 'number' && figures.waiting > 0)
    .map(([queue]) => queue);
}

/**
 * Decides, sample by sample, when the alarm sounds: only with the widget's `sound` setting on,
 * only while some queue has jobs waiting, and not again within JAM_REPEAT_MS.
 */
export function createJamAlarm(play: () => void, now: () => number = Date.now) {
  let lastAt = Number.NEGATIVE_INFINITY;
  return (stats: Record<string, QueueFigures>, enabled: boolean): boolean => {
    if (!enabled || jammedQueues(stats).length === 0) return false;
    const at = now();
    if (at - lastAt < JAM_REPEAT_MS) return false;
    lastAt = at;
    play();
    return true;
  };
}
