import { describe, expect, it } from 'vitest';
import { keepInside, placeNear } from './openEmojiPicker';

const box = { width: 300, height: 400 };
const anchorAt = (left: number, top: number) => ({ left, top, right: left + 30, bottom: top + 30 });

describe('where the picker popup goes', () => {
  it('goes under its button when there is room', () => {
    expect(placeNear(anchorAt(100, 50), box, { width: 1280, height: 900 })).toEqual({ top: 84, left: 100 });
  });

  it('goes above when there is room only there', () => {
    expect(placeNear(anchorAt(100, 700), box, { width: 1280, height: 900 })).toEqual({ top: 296, left: 100 });
  });

  it('goes beside the button in a window too short for above or below, never over it', () => {
    const viewport = { width: 1280, height: 600 };
    const anchor = anchorAt(100, 280);
    const spot = placeNear(anchor, box, viewport);
    expect(spot.left).toBe(anchor.right + 4);
    expect(spot.top + box.height).toBeLessThanOrEqual(viewport.height - 8);
    // Near the right edge it takes the left side instead.
    expect(placeNear(anchorAt(1000, 280), box, viewport).left).toBe(1000 - 300 - 4);
  });

  it('stays inside the screen when there is no room anywhere', () => {
    const spot = placeNear(anchorAt(20, 100), box, { width: 320, height: 420 });
    expect(spot).toEqual({ top: 12, left: 12 });
  });

  it('goes beside the composer it was opened from, not over its title, when there is no room below', () => {
    const viewport = { width: 1280, height: 800 };
    // The composer dialog in the middle, its emoji button near its bottom left.
    const composer = { left: 420, right: 1020, top: 258, bottom: 542 };
    const button = { left: 545, right: 573, top: 497, bottom: 525 };
    const picker = { width: 324, height: 435 };
    const spot = placeNear(button, picker, viewport, composer);
    // No room on the right of it: on the left, level with the button, clear of the composer.
    expect(spot).toEqual({ top: 525 - 435, left: 420 - 324 - 4 });
    // A button near the composer's end goes to the end side when it has room.
    const wide = { width: 1600, height: 800 };
    expect(placeNear({ ...button, left: 980, right: 1008 }, picker, wide, composer).left).toBe(1024);
    // Without room beside the composer, above the button as before.
    const narrow = { width: 1024, height: 800 };
    const middle = { left: 212, right: 812, top: 258, bottom: 542 };
    expect(placeNear(button, picker, narrow, middle)).toEqual({ top: 497 - 435 - 4, left: 545 });
  });

  it('keeps a placed picker where it is, only moving it back inside the screen', () => {
    expect(keepInside({ top: 100, left: 200 }, box, { width: 1280, height: 900 })).toEqual({
      top: 100,
      left: 200,
    });
    expect(keepInside({ top: 700, left: 1100 }, box, { width: 1280, height: 900 })).toEqual({
      top: 492,
      left: 972,
    });
  });
});
