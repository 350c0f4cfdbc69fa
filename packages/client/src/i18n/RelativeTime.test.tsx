import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { RelativeTime } from './RelativeTime';

/** Lets time pass in 10 s steps, rendering between them as a real page would. */
function passSeconds(seconds: number) {
  for (let i = 0; i < seconds / 10; i++) {
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
  }
}

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('starts as just now and keeps its wording current as time passes', () => {
    render(
      <I18nProvider i18n={fallbackI18n()}>
        <RelativeTime time={Date.now()} />
      </I18nProvider>,
    );
    const time = screen.getByText('just now');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-21T12:00:00.000Z');
    passSeconds(20);
    expect(screen.getByText('20 seconds ago')).toBeTruthy();
    passSeconds(60);
    expect(screen.getByText('1 minute ago')).toBeTruthy();
  });

  it('says so instead of crashing on an unreadable time', () => {
    render(
      <I18nProvider i18n={fallbackI18n()}>
        <RelativeTime time="not a date" />
      </I18nProvider>,
    );
    expect(screen.getByText('invalid date')).toBeTruthy();
  });
});
