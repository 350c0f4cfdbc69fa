import { describe, expect, it } from 'vitest';
import {
  AVATAR_ASPECT,
  BANNER_ASPECT,
  dragControls,
  frameRect,
  INITIAL_FRAME,
  outputSize,
} from './cropFrame';

describe('the profile crop frame', () => {
  it('starts as the largest centred frame of the aspect', () => {
    expect(frameRect({ width: 800, height: 600 }, AVATAR_ASPECT, INITIAL_FRAME)).toEqual({
      x: 100,
      y: 0,
      width: 600,
      height: 600,
    });
    expect(frameRect({ width: 800, height: 600 }, BANNER_ASPECT, INITIAL_FRAME)).toEqual({
      x: 0,
      y: 167,
      width: 800,
      height: 267,
    });
  });

  it('shrinks around the position and reaches every edge', () => {
    const image = { width: 1000, height: 500 };
    expect(frameRect(image, AVATAR_ASPECT, { size: 50, x: 0, y: 0 })).toEqual({
      x: 0,
      y: 0,
      width: 250,
      height: 250,
    });
    expect(frameRect(image, AVATAR_ASPECT, { size: 50, x: 100, y: 100 })).toEqual({
      x: 750,
      y: 250,
      width: 250,
      height: 250,
    });
  });

  it('never leaves the image, whatever the controls say', () => {
    const image = { width: 300, height: 200 };
    for (const controls of [
      { size: 500, x: -20, y: 180 },
      { size: -3, x: Number.NaN, y: 100 },
      { size: 0.01, x: 100, y: 100 },
    ]) {
      const rect = frameRect(image, AVATAR_ASPECT, controls);
      expect(rect.width).toBeGreaterThanOrEqual(1);
      expect(rect.x + rect.width).toBeLessThanOrEqual(image.width);
      expect(rect.y + rect.height).toBeLessThanOrEqual(image.height);
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeGreaterThanOrEqual(0);
    }
  });

  it('follows a drag by image pixels and stops at the edges', () => {
    const image = { width: 1000, height: 500 };
    const start = { size: 50, x: 0, y: 0 };
    const moved = dragControls(image, AVATAR_ASPECT, start, 375, 125);
    expect(frameRect(image, AVATAR_ASPECT, moved)).toMatchObject({ x: 375, y: 125 });
    const far = dragControls(image, AVATAR_ASPECT, start, 5000, -5000);
    expect(frameRect(image, AVATAR_ASPECT, far)).toMatchObject({ x: 750, y: 0 });
    // A frame as high as the image has no room to move up or down: y stays.
    expect(dragControls(image, AVATAR_ASPECT, INITIAL_FRAME, 0, 80).y).toBe(50);
  });

  it('scales the output down to the widest picture kept', () => {
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 1000 }, 1500)).toEqual({ width: 1500, height: 500 });
    expect(outputSize({ x: 0, y: 0, width: 400, height: 400 }, 1024)).toEqual({ width: 400, height: 400 });
  });
});
