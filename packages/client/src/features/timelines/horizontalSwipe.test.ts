import { describe, expect, it } from 'vitest';
import { swipeStep } from './horizontalSwipe';

const at = (x: number, y: number, ms = 0) => ({ x, y, at: ms });

describe('swipeStep', () => {
  it('turns a quick sideways swipe into the next or previous tab', () => {
    expect(swipeStep(at(300, 200), at(180, 210, 200))).toBe(1);
    expect(swipeStep(at(100, 200), at(240, 190, 200))).toBe(-1);
  });

  it('ignores short, slow and mostly vertical movements', () => {
    expect(swipeStep(at(300, 200), at(250, 200, 100))).toBe(0);
    expect(swipeStep(at(300, 200), at(100, 200, 1500))).toBe(0);
    expect(swipeStep(at(300, 200), at(200, 400, 200))).toBe(0);
  });
});
