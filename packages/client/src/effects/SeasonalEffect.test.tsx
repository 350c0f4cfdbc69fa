import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { SeasonalEffect } from './SeasonalEffect';

const DECEMBER = new Date(2025, 11, 20, 12);
const JUNE = new Date(2025, 5, 20, 12);

function renderEffect(date: Date, settings: Partial<Settings> = {}) {
  return render(
    <SettingsProvider store={createMemorySettingsStore({ hemisphere: 'N', ...settings })}>
      <SeasonalEffect date={date} />
    </SettingsProvider>,
  );
}

const overlay = () => document.querySelector('canvas');

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('SeasonalEffect', () => {
  afterEach(() => vi.restoreAllMocks());

  it('covers the screen with an overlay nobody can click or read, in its season', () => {
    preferReducedMotion(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderEffect(DECEMBER);
    expect(overlay()).toHaveAttribute('aria-hidden', 'true');
    expect(overlay()).toHaveAttribute('data-seasonal-effect', 'snow');
  });

  it('shows nothing out of season, when turned off, or when the device asks for less motion', () => {
    preferReducedMotion(false);
    renderEffect(JUNE);
    expect(overlay()).toBeNull();
    renderEffect(DECEMBER, { enableSeasonalScreenEffect: false });
    expect(overlay()).toBeNull();

    preferReducedMotion(true);
    renderEffect(DECEMBER);
    expect(overlay()).toBeNull();
  });

  it('follows the hemisphere setting', () => {
    preferReducedMotion(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderEffect(JUNE, { hemisphere: 'S' });
    expect(overlay()).toBeNull();
    renderEffect(new Date(2025, 6, 10), { hemisphere: 'S' });
    expect(overlay()).toHaveAttribute('data-seasonal-effect', 'snow');
  });

  it('only logs when the canvas cannot draw, and the app goes on', async () => {
    preferReducedMotion(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = renderEffect(DECEMBER);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Seasonal effect unavailable:', expect.any(Error)));
    expect(container).toBeInTheDocument();
  });
});
