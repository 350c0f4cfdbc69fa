import { describe, expect, it } from 'vitest';
import { fitWithin, keepResized, resizePlan } from './resizePlan';

describe('resizePlan (spec 001 §9)', () => {
  const withWebp = (type: string, animated = false) => resizePlan({ type, animated, webpSupported: true });
  const withoutWebp = (type: string, animated = false) =>
    resizePlan({ type, animated, webpSupported: false });

  it('turns JPEG into WebP at 0.9 when the browser encodes WebP, else JPEG at 0.85', () => {
    expect(withWebp('image/jpeg')).toEqual({ type: 'image/webp', quality: 0.9 });
    expect(withoutWebp('image/jpeg')).toEqual({ type: 'image/jpeg', quality: 0.85 });
  });

  it('turns PNG and SVG into lossless-quality WebP, else PNG', () => {
    expect(withWebp('image/png')).toEqual({ type: 'image/webp', quality: 1 });
    expect(withWebp('image/svg+xml')).toEqual({ type: 'image/webp', quality: 1 });
    expect(withoutWebp('image/png')).toMatchObject({ type: 'image/png' });
    expect(withoutWebp('image/svg+xml')).toMatchObject({ type: 'image/png' });
  });

  it('keeps WebP as WebP at 0.9, and leaves it alone when WebP cannot be encoded', () => {
    expect(withWebp('image/webp')).toEqual({ type: 'image/webp', quality: 0.9 });
    expect(withoutWebp('image/webp')).toBeNull();
  });

  it('never resizes animations', () => {
    expect(withWebp('image/gif', true)).toBeNull();
    expect(withWebp('image/png', true)).toBeNull();
    expect(withWebp('image/webp', true)).toBeNull();
    expect(withoutWebp('image/png', true)).toBeNull();
  });

  it('leaves other types (GIF, AVIF, video, text) as they are', () => {
    for (const type of ['image/gif', 'image/avif', 'image/bmp', 'video/mp4', 'text/plain']) {
      expect(withWebp(type)).toBeNull();
      expect(withoutWebp(type)).toBeNull();
    }
  });
});

describe('keepResized: the smaller-or-not rule', () => {
  it('keeps the shrunk file only when it is smaller', () => {
    expect(keepResized('image/png', 1000, 999)).toBe(true);
    expect(keepResized('image/png', 1000, 1000)).toBe(false);
    expect(keepResized('image/jpeg', 1000, 1500)).toBe(false);
  });

  it('always keeps a re-encoded WebP source', () => {
    expect(keepResized('image/webp', 1000, 1500)).toBe(true);
  });
});

describe('fitWithin', () => {
  it('fits into 2048×2048 keeping the aspect ratio', () => {
    expect(fitWithin(3000, 2000)).toEqual({ width: 2048, height: 1365 });
    expect(fitWithin(1000, 4096)).toEqual({ width: 500, height: 2048 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
