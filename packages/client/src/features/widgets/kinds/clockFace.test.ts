import { describe, expect, it } from 'vitest';
import { faceMarks, handAngles, handScale, markOpacity } from './clockFace';

describe('the analogue clock', () => {
  it('turns the hour hand once in 12 hours, or once a day on a 24-hour face', () => {
    expect(handAngles({ hour: 15, minute: 30, second: 0 }, false).hour).toBe(105);
    expect(handAngles({ hour: 15, minute: 30, second: 0 }, true).hour).toBe(232.5);
    expect(handAngles({ hour: 0, minute: 10, second: 30 }, false).minute).toBe(63);
  });

  it('counts the second hand on through the minute, never back to 0', () => {
    const before = handAngles({ hour: 9, minute: 4, second: 59 }, false).second;
    const after = handAngles({ hour: 9, minute: 5, second: 0 }, false).second;
    expect(after - before).toBe(6);
    expect(after % 360).toBe(0);
  });

  it('draws 60 dots, 12 hour numbers, 12 labels on a 24-hour face, or nothing', () => {
    const dots = faceMarks('dots', false);
    expect(dots).toHaveLength(60);
    expect(dots.filter((mark) => mark.major)).toHaveLength(12);
    expect(faceMarks('numbers', false).map((mark) => mark.label)).toEqual([
      '12',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    const day = faceMarks('numbers', true);
    expect(day).toHaveLength(24);
    expect(day.filter((mark) => mark.label).map((mark) => mark.label)).toEqual([
      '0',
      '2',
      '4',
      '6',
      '8',
      '10',
      '12',
      '14',
      '16',
      '18',
      '20',
      '22',
    ]);
    expect(faceMarks('none', false)).toEqual([]);
  });

  it('fades the marks the second hand passed longest ago', () => {
    expect(markOpacity(90, 90, true)).toBe(1);
    expect(markOpacity(90, 270, true)).toBeCloseTo(0.6);
    expect(markOpacity(90, 80, true)).toBeCloseTo(1 - (350 / 360) * 0.8);
    expect(markOpacity(90, 80, false)).toBe(1);
  });

  it("reads Misskey's three thicknesses, anything else as medium", () => {
    expect(handScale(0.1)).toBe(0.5);
    expect(handScale(0.3)).toBeCloseTo(1.5);
    expect(handScale(0.2)).toBe(1);
    expect(handScale(7)).toBe(1);
  });
});
