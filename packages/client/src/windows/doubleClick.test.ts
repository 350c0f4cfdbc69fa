import { describe, expect, it } from 'vitest';
import { createDoubleClickDetector } from './doubleClick';

describe('title bar double-click', () => {
  it('counts two clicks within 300 ms, and not two slower ones', () => {
    let time = 0;
    const detector = createDoubleClickDetector(300, () => time);
    expect(detector.click()).toBe(false);
    time = 300;
    expect(detector.click()).toBe(true);
    time = 1000;
    expect(detector.click()).toBe(false);
    time = 1301;
    expect(detector.click()).toBe(false);
  });

  it('starts a new pair after a double-click, and after a reset (a drag)', () => {
    let time = 0;
    const detector = createDoubleClickDetector(300, () => time);
    detector.click();
    time = 100;
    expect(detector.click()).toBe(true);
    time = 200;
    expect(detector.click()).toBe(false);
    detector.reset();
    time = 250;
    expect(detector.click()).toBe(false);
  });
});
