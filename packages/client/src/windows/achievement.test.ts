import { describe, expect, it, vi } from 'vitest';
import { ACHIEVEMENT_EVENT, notePageWindowCount, PAGE_WINDOWS_ACHIEVEMENT_KEY } from './achievement';

describe('three page windows achievement', () => {
  it('is recorded once, with the date, when the third window opens', () => {
    const details: unknown[] = [];
    const listener = vi.fn((event: Event) => details.push((event as CustomEvent).detail));
    window.addEventListener(ACHIEVEMENT_EVENT, listener);
    const now = () => new Date('2026-03-04T05:06:07.000Z');
    expect(notePageWindowCount(2, now)).toBe(false);
    expect(localStorage.getItem(PAGE_WINDOWS_ACHIEVEMENT_KEY)).toBeNull();
    expect(notePageWindowCount(3, now)).toBe(true);
    expect(localStorage.getItem(PAGE_WINDOWS_ACHIEVEMENT_KEY)).toBe('2026-03-04T05:06:07.000Z');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(details).toEqual([{ name: 'open3windows' }]);
    // A fourth window, or three again later, changes nothing.
    expect(notePageWindowCount(4, () => new Date('2027-01-01T00:00:00.000Z'))).toBe(false);
    expect(localStorage.getItem(PAGE_WINDOWS_ACHIEVEMENT_KEY)).toBe('2026-03-04T05:06:07.000Z');
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(ACHIEVEMENT_EVENT, listener);
  });
});
