import {
  MINIMIZED_WINDOW_HEIGHT,
  MINIMIZED_WINDOW_HEIGHT_MINI,
  MINIMIZED_WINDOW_WIDTH,
  PHONE_BOTTOM_OFFSET_PX,
  PHONE_MAX_WIDTH,
  WINDOW_MIN_HEIGHT,
  WINDOW_MIN_WIDTH,
} from '@/constants';

/**
 * The window state machine (spec 000 §4 "Windows"), pure so it is tested without a browser:
 * normal ⇄ maximized, either → minimized, and restore back. The normal rectangle is kept while
 * a window is maximized or minimized, so restoring puts it back where the person left it.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export type WindowMode = 'normal' | 'maximized' | 'minimized';

export interface WindowState {
  mode: WindowMode;
  /** Position and size in the normal state. */
  rect: Rect;
  /** What restore returns to from minimized. */
  beforeMinimize: 'normal' | 'maximized';
}

export type Edge = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/** At least the minimum size (unless the viewport itself is smaller), and fully inside the viewport. */
export function clampRect(rect: Rect, viewport: Viewport): Rect {
  const width = Math.min(Math.max(rect.width, WINDOW_MIN_WIDTH), viewport.width);
  const height = Math.min(Math.max(rect.height, WINDOW_MIN_HEIGHT), viewport.height);
  return {
    width,
    height,
    x: clamp(rect.x, 0, viewport.width - width),
    y: clamp(rect.y, 0, viewport.height - height),
  };
}

/**
 * A new window of `size`, centred and moved down-right by `cascade` steps so windows opened
 * one after another do not hide each other's title bars.
 */
export function createWindowState(
  size: { width: number; height: number },
  viewport: Viewport,
  cascade = 0,
): WindowState {
  const step = 24 * (cascade % 8);
  const rect = clampRect(
    {
      ...size,
      x: Math.round((viewport.width - size.width) / 2) + step,
      y: Math.round((viewport.height - size.height) / 3) + step,
    },
    viewport,
  );
  return { mode: 'normal', rect, beforeMinimize: 'normal' };
}

export function maximize(state: WindowState): WindowState {
  return { ...state, mode: 'maximized' };
}

export function minimize(state: WindowState): WindowState {
  if (state.mode === 'minimized') return state;
  return { ...state, mode: 'minimized', beforeMinimize: state.mode };
}

/** From minimized back to what it was before; from maximized back to normal. */
export function restore(state: WindowState): WindowState {
  if (state.mode === 'minimized') return { ...state, mode: state.beforeMinimize };
  return { ...state, mode: 'normal' };
}

/** What a double-click on the title bar does. */
export function toggleMaximize(state: WindowState): WindowState {
  if (state.mode === 'normal') return maximize(state);
  return restore(state);
}

/** Moves a normal window by the pointer's travel since `start`, kept in the viewport. */
export function moveRect(start: Rect, dx: number, dy: number, viewport: Viewport): Rect {
  return clampRect({ ...start, x: start.x + dx, y: start.y + dy }, viewport);
}

/**
 * Resizes from an edge or corner: the opposite edges stay put, and the moving edges stop at the
 * minimum size and at the viewport's edges.
 */
export function resizeRect(start: Rect, edge: Edge, dx: number, dy: number, viewport: Viewport): Rect {
  let { x, y, width, height } = start;
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  if (edge.includes('e')) width = clamp(start.width + dx, WINDOW_MIN_WIDTH, viewport.width - start.x);
  if (edge.includes('w')) {
    x = clamp(start.x + dx, 0, right - WINDOW_MIN_WIDTH);
    width = right - x;
  }
  if (edge.includes('s')) height = clamp(start.height + dy, WINDOW_MIN_HEIGHT, viewport.height - start.y);
  if (edge.includes('n')) {
    y = clamp(start.y + dy, 0, bottom - WINDOW_MIN_HEIGHT);
    height = bottom - y;
  }
  return { x, y, width, height };
}

/**
 * Dragging a maximized window by its title (spec 000 §4): it becomes normal first, at its normal
 * size, placed so the pointer holds the title bar at the same relative spot it grabbed.
 */
export function restoreUnderPointer(
  state: WindowState,
  pointer: { x: number; y: number },
  viewport: Viewport,
): WindowState {
  const ratio = viewport.width > 0 ? pointer.x / viewport.width : 0.5;
  const rect = clampRect(
    {
      ...state.rect,
      x: Math.round(pointer.x - state.rect.width * ratio),
      // The maximized window's top is the viewport's top, so the grab point keeps its height.
      y: 0,
    },
    viewport,
  );
  return { ...state, mode: 'normal', rect };
}

/**
 * Minimized windows line up along the bottom-left, wrapping upwards into more rows. On phones
 * they sit above the bottom bar (spec 000 §9's small-screen bottom offset), not over it.
 */
export function minimizedSlot(index: number, viewport: Viewport, mini = false): Rect {
  const height = mini ? MINIMIZED_WINDOW_HEIGHT_MINI : MINIMIZED_WINDOW_HEIGHT;
  const perRow = Math.max(1, Math.floor(viewport.width / MINIMIZED_WINDOW_WIDTH));
  const row = Math.floor(index / perRow);
  const column = index % perRow;
  const bottom = viewport.width <= PHONE_MAX_WIDTH ? PHONE_BOTTOM_OFFSET_PX : 0;
  return {
    x: column * MINIMIZED_WINDOW_WIDTH,
    y: Math.max(0, viewport.height - bottom - height * (row + 1)),
    width: Math.min(MINIMIZED_WINDOW_WIDTH, viewport.width),
    height,
  };
}

/** Where the window is drawn now. */
export function displayedRect(
  state: WindowState,
  viewport: Viewport,
  minimizedIndex: number,
  mini = false,
): Rect {
  if (state.mode === 'maximized') return { x: 0, y: 0, width: viewport.width, height: viewport.height };
  if (state.mode === 'minimized') return minimizedSlot(minimizedIndex, viewport, mini);
  return clampRect(state.rect, viewport);
}
