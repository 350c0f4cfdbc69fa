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

  it('flips a menu above its button when only there is room for it, and keeps a long one inside the viewport', () => {
    expect(placeBelow(box(100, 700, 80, 40), box(0, 0, 220, 300), 1280, 800)).toEqual({
      top: 396,
      left: 100,
    });
    // Too tall for either side of a button near the bottom (the menu's height is capped to the
    // viewport's less 16 px): over the button, wholly on screen, its list scrolling.
    const long = placeBelow(box(964, 837, 300, 42), box(0, 0, 220, 884), 1280, 900);
    expect(long.top).toBe(8);
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
