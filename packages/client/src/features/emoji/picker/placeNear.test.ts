import { describe, expect, it } from 'vitest';
import { placeNear } from './openEmojiPicker';

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
});
