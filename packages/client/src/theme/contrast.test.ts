import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, isReadable } from './contrast';

describe('contrastRatio (WCAG 2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3a7', '#3a7')).toBeCloseTo(1, 5);
  });

  it('matches known pairs around the 4.5:1 line', () => {
    // #767676 on white is the classic lightest grey that passes AA; #777777 fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(isReadable(contrastRatio('#767676', '#ffffff') ?? 0)).toBe(true);
    expect(isReadable(contrastRatio('#777777', '#ffffff') ?? 0)).toBe(false);
  });

  it('lays translucent text over its background first', () => {
    // Half-transparent black on white paints as #808080 (3.95:1 against white).
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio('#808080', '#ffffff') ?? 0,
      1,
    );
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('is null for something that is not a colour', () => {
    expect(contrastRatio('@fg', '#ffffff')).toBeNull();
    expect(contrastRatio('#000', 'var(--bg)')).toBeNull();
  });

  it('writes the ratio rounded down, so a failing one never reads as 4.50', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
