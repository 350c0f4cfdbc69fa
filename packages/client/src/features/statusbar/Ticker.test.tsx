import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { Ticker } from './Ticker';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const items = [
  { key: 'a', content: <a href="https://example.com/a">Ferry runs late</a> },
  { key: 'b', content: <span>Tide tables</span> },
];

function renderTicker(ticker: ReactElement, settings: Partial<Settings> = {}) {
  return render(<SettingsProvider store={createMemorySettingsStore(settings)}>{ticker}</SettingsProvider>);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Ticker', () => {
  it('scrolls two copies, the second hidden from assistive technology and the keyboard', () => {
    prefersReducedMotion(false);
    const { container } = renderTicker(<Ticker items={items} durationSec={40} reverse label="News" />);
    expect(screen.getAllByRole('link', { name: 'Ferry runs late' })).toHaveLength(1);
    const lists = container.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(lists[1]?.hasAttribute('inert')).toBe(true);
    const track = lists[0]?.parentElement as HTMLElement;
    expect(track.style.getPropertyValue('--ticker-duration')).toBe('40s');
    expect(track.parentElement?.hasAttribute('data-reverse')).toBe(true);
  });

  it('stands still, once, in a row one can scroll by keyboard when the device asks for reduced motion', () => {
    prefersReducedMotion(true);
    const { container } = renderTicker(<Ticker items={items} durationSec={40} label="News" />);
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    const row = screen.getByRole('region', { name: 'News' });
    expect(row.tabIndex).toBe(0);
    expect(row.querySelector('[style]')).toBeNull();
    expect(screen.getByText('Tide tables')).toBeTruthy();
  });

  it('also stands still when the reduce-animation setting is on, whatever the device says', () => {
    prefersReducedMotion(false);
    const { container } = renderTicker(<Ticker items={items} durationSec={40} label="News" />, {
      reduceAnimation: true,
    });
    expect(container.querySelectorAll('ul')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'News' }).tabIndex).toBe(0);
  });
});
