import { type TouchEvent, useRef } from 'react';

/** Shortest sideways travel that counts as a swipe, in CSS pixels. */
const MIN_DISTANCE = 60;
/** A slower movement is reading or dragging, not a swipe. */
const MAX_DURATION_MS = 700;

export interface TouchPoint {
  x: number;
  y: number;
  at: number;
}

/**
 * Which way a finger's movement moves along the tabs: 1 to the next tab (a swipe to the left,
 * as a page turns), -1 to the previous, 0 when it was no clear sideways swipe (short, slow, or
 * more up-and-down than sideways: scrolling the timeline must never switch its tab).
 */
export function swipeStep(start: TouchPoint, end: TouchPoint): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.at - start.at > MAX_DURATION_MS) return 0;
  if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy) * 2) return 0;
  return dx < 0 ? 1 : -1;
}

/** The tab `step` away from `current`, or null at either end (no wrapping, as Misskey's). */
export function neighbourTab(keys: readonly string[], current: string, step: -1 | 1): string | null {
  const index = keys.indexOf(current);
  if (index < 0) return null;
  return keys[index + step] ?? null;
}

/** Where a swipe does not belong: fields, sliders, and rows that scroll sideways themselves. */
const OWN_GESTURES = 'input, textarea, select, [role="slider"], [data-own-swipe]';

/**
 * enableHorizontalSwipe: touch handlers for a timeline's panel that report a sideways swipe.
 * One finger only; a touch that starts on a control with its own gestures is left alone.
 */
export function useHorizontalSwipe(enabled: boolean, onSwipe: (step: -1 | 1) => void) {
  const start = useRef<TouchPoint | null>(null);
  if (!enabled) return {};
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      const target = event.target as Element | null;
      start.current =
        event.touches.length === 1 && touch && !target?.closest?.(OWN_GESTURES)
          ? { x: touch.clientX, y: touch.clientY, at: event.timeStamp }
          : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const step = swipeStep(from, { x: touch.clientX, y: touch.clientY, at: event.timeStamp });
      if (step !== 0) onSwipe(step);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
