import { useSyncExternalStore } from 'react';
import type { Viewport } from './windowState';

/**
 * The area fixed-position windows live in: the layout viewport without scrollbars
 * (documentElement's client size), falling back to the window size where that reads 0.
 */
function read(): Viewport {
  const root = document.documentElement;
  return {
    width: root.clientWidth || window.innerWidth,
    height: root.clientHeight || window.innerHeight,
  };
}

let cached: Viewport = { width: 0, height: 0 };

function snapshot(): Viewport {
  const next = read();
  // Same object while unchanged, so React does not re-render on every read.
  if (next.width !== cached.width || next.height !== cached.height) cached = next;
  return cached;
}

function subscribe(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export { read as readViewport };
