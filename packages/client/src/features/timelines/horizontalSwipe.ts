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

/** Where a swipe does not belong: fields, sliders, and rows that scroll sideways themselves. */
const OWN_GESTURES = 'input, textarea, select, [role="slider"], [data-own-swipe]';

/**
 * enableHorizontalSwipe: listens on `panel` for a one-finger sideways swipe and reports its
 * step; a touch that starts on a control with gestures of its own is left alone. Returns the
 * function that stops listening. Loaded only once the setting is on (useHorizontalSwipe).
 */
export function listenForSwipes(panel: HTMLElement, onSwipe: (step: -1 | 1) => void): () => void {
  let start: TouchPoint | null = null;
  const begin = (event: TouchEvent) => {
    const touch = event.touches[0];
    const target = event.target as Element | null;
    start =
      event.touches.length === 1 && touch && !target?.closest?.(OWN_GESTURES)
        ? { x: touch.clientX, y: touch.clientY, at: event.timeStamp }
        : null;
  };
  const end = (event: TouchEvent) => {
    const from = start;
    start = null;
    const touch = event.changedTouches[0];
    if (!from || !touch) return;
    const step = swipeStep(from, { x: touch.clientX, y: touch.clientY, at: event.timeStamp });
    if (step !== 0) onSwipe(step);
  };
  const cancel = () => {
    start = null;
  };
  panel.addEventListener('touchstart', begin, { passive: true });
  panel.addEventListener('touchend', end, { passive: true });
  panel.addEventListener('touchcancel', cancel, { passive: true });
  return () => {
    panel.removeEventListener('touchstart', begin);
    panel.removeEventListener('touchend', end);
    panel.removeEventListener('touchcancel', cancel);
  };
}
