import { describe, expect, it } from 'vitest';
import { aboutTabOf } from './AboutPage';
import { formatBytes } from './InstanceFigures';
import { chartPoints } from './LineChart';

describe('the about page', () => {
  it('picks its tab from the hash, the overview for anything else', () => {
    expect(aboutTabOf('charts')).toBe('charts');
    expect(aboutTabOf('emojis')).toBe('emojis');
    expect(aboutTabOf(undefined)).toBe('overview');
    expect(aboutTabOf('constructor')).toBe('overview');
  });

  it('draws the largest value at the top and zeros on the floor, left to right', () => {
    expect(chartPoints([0, 5, 10])).toBe('0.0,98.0 150.0,50.0 300.0,2.0');
    // A series of zeros lies flat on the floor instead of dividing by zero.
    expect(chartPoints([0, 0])).toBe('0.0,98.0 300.0,98.0');
    expect(chartPoints([7])).toBe('0.0,2.0');
  });

  it('writes sizes in the largest unit with a whole number in front', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 byte');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 ** 3, 'en-US')).toBe('5 GB');
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 kB');
  });
});
