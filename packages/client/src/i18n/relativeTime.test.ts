import { describe, expect, it } from 'vitest';
import { ageTier, formatRelativeTime, refreshIntervalFor, relativeTime } from './relativeTime';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('relativeTime', () => {
  it.each([
    [0, { kind: 'justNow' }],
    [9.999 * s, { kind: 'justNow' }],
    [-3 * s, { kind: 'justNow' }],
    [10 * s, { kind: 'relative', unit: 'second', value: -10 }],
    [59 * s, { kind: 'relative', unit: 'second', value: -59 }],
    [60 * s, { kind: 'relative', unit: 'minute', value: -1 }],
    [59 * min, { kind: 'relative', unit: 'minute', value: -59 }],
    [h, { kind: 'relative', unit: 'hour', value: -1 }],
    [23 * h, { kind: 'relative', unit: 'hour', value: -23 }],
    [d, { kind: 'relative', unit: 'day', value: -1 }],
    [6 * d, { kind: 'relative', unit: 'day', value: -6 }],
    [7 * d, { kind: 'relative', unit: 'week', value: -1 }],
    [29 * d, { kind: 'relative', unit: 'week', value: -4 }],
    [30 * d, { kind: 'relative', unit: 'month', value: -1 }],
    [364 * d, { kind: 'relative', unit: 'month', value: -12 }],
    [365 * d, { kind: 'relative', unit: 'year', value: -1 }],
    [800 * d, { kind: 'relative', unit: 'year', value: -2 }],
  ])('%d ms ago is %j', (ago, expected) => {
    expect(relativeTime(now - ago, now)).toEqual(expected);
  });

  it('counts more than 3 s in the future forward, not as just now', () => {
    expect(relativeTime(now + 3.001 * s, now)).toEqual({ kind: 'relative', unit: 'second', value: 3 });
    expect(relativeTime(now + 2 * h, now)).toEqual({ kind: 'relative', unit: 'hour', value: 2 });
  });
});

describe('formatRelativeTime', () => {
  it('reads naturally in the interface language', () => {
    expect(formatRelativeTime(now - 5 * s, now, 'en-US', 'just now')).toBe('just now');
    expect(formatRelativeTime(now - 5 * min, now, 'en-US', 'just now')).toBe('5 minutes ago');
    expect(formatRelativeTime(now + 2 * d, now, 'en-US', 'just now')).toBe('in 2 days');
    expect(formatRelativeTime(now - 3 * h, now, 'de-DE', 'gerade eben')).toBe('vor 3 Stunden');
  });
});

describe('refreshIntervalFor', () => {
  it('redraws every 10 s under a minute, every 60 s under an hour, else every 180 s', () => {
    expect(refreshIntervalFor(now - 59 * s, now)).toBe(10 * s);
    expect(refreshIntervalFor(now - min, now)).toBe(60 * s);
    expect(refreshIntervalFor(now - 59 * min, now)).toBe(60 * s);
    expect(refreshIntervalFor(now - h, now)).toBe(180 * s);
  });
});

describe('ageTier', () => {
  it('marks times older than 90 and 180 days', () => {
    expect(ageTier(now - 90 * d, now)).toBe('recent');
    expect(ageTier(now - 91 * d, now)).toBe('old');
    expect(ageTier(now - 180 * d, now)).toBe('old');
    expect(ageTier(now - 181 * d, now)).toBe('veryOld');
  });
});
