import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * enableHorizontalSwipe on a timeline's panel: the gesture code (horizontalSwipe.ts) is a lazy
 * chunk fetched only while the setting is on, so start-up carries none of it.
 */
export function useHorizontalSwipe(
  panel: RefObject<HTMLElement | null>,
  enabled: boolean,
  onSwipe: (step: -1 | 1) => void,
): void {
  const latest = useRef(onSwipe);
  useLayoutEffect(() => {
    latest.current = onSwipe;
  });
  useEffect(() => {
    const element = panel.current;
    // Only where there is a touch screen: a mouse never swipes, so desktops never fetch the chunk.
    if (!enabled || !element || !(navigator.maxTouchPoints > 0 || 'ontouchstart' in window)) return;
    let stop: (() => void) | null = null;
    let gone = false;
    import('./horizontalSwipe').then(({ listenForSwipes }) => {
      if (!gone) stop = listenForSwipes(element, (step) => latest.current(step));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [panel, enabled]);
}
