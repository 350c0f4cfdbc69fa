import { describe, expect, it } from 'vitest';
import { gamingCycleSeconds } from '@/features/gaming';
import { pupilOffset } from './Mascot';
import { newestImages, PHOTOS_SHOWN } from './photoPicks';

describe('the mascot’s eyes', () => {
  it('look towards the pointer, never further than the eye allows', () => {
    const far = pupilOffset({ x: 0, y: 0 }, { x: 300, y: 400 });
    expect(far.x).toBeCloseTo(2.7);
    expect(far.y).toBeCloseTo(3.6);
    expect(Math.hypot(far.x, far.y)).toBeCloseTo(4.5);
    const left = pupilOffset({ x: 50, y: 50 }, { x: 20, y: 50 });
    expect(left).toEqual({ x: -2.5, y: 0 });
    expect(pupilOffset({ x: 5, y: 5 }, { x: 5, y: 5 })).toEqual({ x: 0, y: 0 });
  });
});

describe('newestImages', () => {
  it('keeps images only, each once, at most nine, in the order given', () => {
    const files = [
      { id: 'a', type: 'image/png' },
      { id: 'v', type: 'video/mp4' },
      { id: 'a', type: 'image/png' },
      ...Array.from({ length: 12 }, (_, index) => ({ id: `p${index}`, type: 'image/webp' })),
    ];
    const picked = newestImages(files);
    expect(picked).toHaveLength(PHOTOS_SHOWN);
    expect(picked.map((file) => file.id)).toEqual(['a', 'p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });
});

describe('gamingCycleSeconds', () => {
  it('turns faster at a higher speed, 10 s at the default, within 2 to 60 s', () => {
    expect(gamingCycleSeconds(44)).toBe(10);
    expect(gamingCycleSeconds(88)).toBe(5);
    expect(gamingCycleSeconds(1000)).toBe(2);
    expect(gamingCycleSeconds(1)).toBe(60);
    expect(gamingCycleSeconds(0)).toBe(10);
  });
});
