import { DOUBLE_CLICK_MS } from '@/constants';

/**
 * Counts clicks on a title bar ourselves rather than using `dblclick`: the spec fixes the
 * interval at 300 ms (§9) whatever the system setting is, and a drag between the two clicks
 * must not count. Returns a function to call per click; it answers whether that click completed
 * a double-click (a third quick click starts a new pair).
 */
export function createDoubleClickDetector(
  interval = DOUBLE_CLICK_MS,
  now: () => number = () => performance.now(),
): { click(): boolean; reset(): void } {
  let last = Number.NEGATIVE_INFINITY;
  return {
    click() {
      const time = now();
      const isDouble = time - last <= interval;
      last = isDouble ? Number.NEGATIVE_INFINITY : time;
      return isDouble;
    },
    reset() {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
