import { describe, expect, it } from 'vitest';
import { placeBelow, placeBeside } from './placement';

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

describe('menu placement', () => {
  it('puts a menu under its button, inside the viewport', () => {
    expect(placeBelow(box(100, 10, 80, 40), box(0, 0, 220, 300), 1280, 800)).toEqual({ top: 54, left: 100 });
    expect(placeBelow(box(1200, 10, 80, 40), box(0, 0, 220, 300), 1280, 800)).toEqual({
      top: 54,
      left: 1052,
    });
  });

  it('puts a submenu beside its parent, or below it when there is no room at either side', () => {
    expect(placeBeside(box(100, 100, 220, 40), box(0, 0, 220, 100), 1280, 800)).toEqual({
      top: 100,
      left: 322,
    });
    const narrow = placeBeside(box(160, 100, 220, 40), box(0, 0, 240, 100), 390, 800);
    expect(narrow.top).toBe(142);
  });
});
