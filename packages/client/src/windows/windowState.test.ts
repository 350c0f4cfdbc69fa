import { describe, expect, it } from 'vitest';
import {
  clampRect,
  createWindowState,
  displayedRect,
  maximize,
  minimize,
  minimizedSlot,
  moveRect,
  resizeRect,
  restore,
  restoreUnderPointer,
  toggleMaximize,
} from './windowState';

const viewport = { width: 1280, height: 720 };

describe('window states', () => {
  it('opens centred at its size, inside the viewport', () => {
    const state = createWindowState({ width: 500, height: 500 }, viewport);
    expect(state.mode).toBe('normal');
    expect(state.rect).toEqual({ x: 390, y: 73, width: 500, height: 500 });
    // A phone is narrower than the window: it shrinks to fit.
    const phone = createWindowState({ width: 500, height: 500 }, { width: 390, height: 800 });
    expect(phone.rect.width).toBe(390);
    expect(phone.rect.x).toBe(0);
  });

  it('cascades windows opened one after another', () => {
    const first = createWindowState({ width: 500, height: 500 }, viewport, 0);
    const second = createWindowState({ width: 500, height: 500 }, viewport, 1);
    expect(second.rect.x - first.rect.x).toBe(24);
    expect(second.rect.y - first.rect.y).toBe(24);
  });

  it('maximizes to the whole viewport and restores to where it was', () => {
    const normal = createWindowState({ width: 500, height: 500 }, viewport);
    const maximized = maximize(normal);
    expect(displayedRect(maximized, viewport, 0)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    const restored = restore(maximized);
    expect(restored.mode).toBe('normal');
    expect(displayedRect(restored, viewport, 0)).toEqual(normal.rect);
  });

  it('double-click toggles between normal and maximized', () => {
    const normal = createWindowState({ width: 500, height: 500 }, viewport);
    expect(toggleMaximize(normal).mode).toBe('maximized');
    expect(toggleMaximize(toggleMaximize(normal)).mode).toBe('normal');
  });

  it('minimizes to 250×39 (32 in the mini variant) and restores to the previous state', () => {
    const normal = createWindowState({ width: 500, height: 500 }, viewport);
    const minimized = minimize(normal);
    expect(displayedRect(minimized, viewport, 0)).toEqual({ x: 0, y: 681, width: 250, height: 39 });
    expect(displayedRect(minimized, viewport, 0, true).height).toBe(32);
    expect(restore(minimized).mode).toBe('normal');
    expect(restore(minimize(maximize(normal))).mode).toBe('maximized');
  });

  it('lines minimized windows up at the bottom left, wrapping upwards', () => {
    expect(minimizedSlot(1, viewport)).toMatchObject({ x: 250, y: 681 });
    const narrow = { width: 600, height: 800 };
    expect(minimizedSlot(1, narrow)).toMatchObject({ x: 250, y: 761 });
    expect(minimizedSlot(2, narrow)).toMatchObject({ x: 0, y: 722 });
  });

  it('keeps minimized windows above the bottom bar on phones', () => {
    expect(minimizedSlot(0, { width: 390, height: 800 })).toMatchObject({ x: 0, y: 800 - 96 - 39 });
  });
});

describe('moving and resizing', () => {
  const start = { x: 100, y: 100, width: 500, height: 500 };

  it('never makes a window smaller than 250×50', () => {
    expect(clampRect({ x: 0, y: 0, width: 10, height: 10 }, viewport)).toMatchObject({
      width: 250,
      height: 50,
    });
    expect(resizeRect(start, 'se', -1000, -1000, viewport)).toEqual({
      x: 100,
      y: 100,
      width: 250,
      height: 50,
    });
    // Dragging the top-left corner too far keeps the bottom-right corner where it was.
    expect(resizeRect(start, 'nw', 1000, 1000, viewport)).toEqual({ x: 350, y: 550, width: 250, height: 50 });
  });

  it('resizes from each edge, keeping the opposite edge', () => {
    expect(resizeRect(start, 'e', 50, 999, viewport)).toEqual({ x: 100, y: 100, width: 550, height: 500 });
    expect(resizeRect(start, 'w', -50, 0, viewport)).toEqual({ x: 50, y: 100, width: 550, height: 500 });
    expect(resizeRect(start, 'n', 0, -30, viewport)).toEqual({ x: 100, y: 70, width: 500, height: 530 });
    expect(resizeRect(start, 's', 0, 40, viewport)).toEqual({ x: 100, y: 100, width: 500, height: 540 });
  });

  it('stops at the viewport when resizing or moving', () => {
    expect(resizeRect(start, 'w', -500, 0, viewport)).toMatchObject({ x: 0, width: 600 });
    expect(resizeRect(start, 's', 0, 5000, viewport)).toMatchObject({ height: 620 });
    expect(moveRect(start, 5000, -5000, viewport)).toEqual({ x: 780, y: 0, width: 500, height: 500 });
  });

  it('restores a maximized window under the pointer when its title is dragged', () => {
    const maximized = maximize(createWindowState({ width: 500, height: 500 }, viewport));
    // Grabbed at the middle of the maximized title bar: the middle of the normal one comes along.
    const dragged = restoreUnderPointer(maximized, { x: 640, y: 10 }, viewport);
    expect(dragged.mode).toBe('normal');
    expect(dragged.rect).toEqual({ x: 390, y: 0, width: 500, height: 500 });
    // Grabbed near the right edge: the window stays in the viewport.
    const right = restoreUnderPointer(maximized, { x: 1275, y: 10 }, viewport);
    expect(right.rect.x + right.rect.width).toBeLessThanOrEqual(1280);
    expect(right.rect.x).toBeLessThanOrEqual(1275);
  });
});
