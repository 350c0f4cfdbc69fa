import { describe, expect, it } from 'vitest';
import { mustFold } from './toolbarFold';

// A 390 px phone: the composer's toolbar is 334 px wide, tools are 34 px with 2 px between.
const phone = { available: 334, toolWidth: 34, toolGap: 2, rowGap: 8 };

describe('mustFold', () => {
  it('folds seven tools and Post at 390 px, which wrapped the last icon', () => {
    // 7 × 34 + 6 × 2 + 8 + 97 = 355 > 334.
    expect(mustFold({ ...phone, tools: 7, submitWidth: 97 })).toBe(true);
  });

  it('keeps them inline when they fit, as on a desktop', () => {
    expect(mustFold({ ...phone, available: 560, tools: 7, submitWidth: 97 })).toBe(false);
    // Editing shows fewer tools: CW, emoji and reaction acceptance fit beside Post.
    expect(mustFold({ ...phone, tools: 3, submitWidth: 97 })).toBe(false);
  });

  it('counts a longer Post label (another language) against the room', () => {
    expect(mustFold({ ...phone, available: 400, tools: 7, submitWidth: 97 })).toBe(false);
    expect(mustFold({ ...phone, available: 400, tools: 7, submitWidth: 160 })).toBe(true);
  });

  it('never folds before anything is laid out', () => {
    expect(mustFold({ ...phone, available: 0, tools: 7, submitWidth: 97 })).toBe(false);
    expect(mustFold({ ...phone, toolWidth: 0, tools: 7, submitWidth: 97 })).toBe(false);
  });
});
