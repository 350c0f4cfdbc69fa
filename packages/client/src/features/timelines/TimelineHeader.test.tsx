import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { SETTING_DEFAULTS } from '@/settings';
import { TimelineHeader } from './TimelineHeader';

function renderHeaderAt(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <TimelineHeader
        sources={['home', 'local', 'social', 'global']}
        current="social"
        onSelect={() => {}}
        filter={SETTING_DEFAULTS.tl.filter}
        onFilterChange={() => {}}
        panelId="tl"
      />
    </I18nProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TimelineHeader', () => {
  it('shows every label when the header is wide', () => {
    renderHeaderAt(800);
    for (const name of ['Home', 'Local', 'Social', 'Global']) {
      const tab = screen.getByRole('tab', { name });
      expect(tab.querySelector('.visually-hidden')).toBeNull();
      expect(tab.hasAttribute('aria-describedby')).toBe(false);
    }
  });

  it('keeps only the selected label visible when narrow; the others keep their names and get a tooltip', () => {
    renderHeaderAt(358);
    expect(screen.getByRole('tab', { name: 'Social' }).querySelector('.visually-hidden')).toBeNull();
    for (const name of ['Home', 'Local', 'Global']) {
      const tab = screen.getByRole('tab', { name });
      expect(tab.querySelector('.visually-hidden')?.textContent).toBe(name);
      const tooltip = document.getElementById(tab.getAttribute('aria-describedby') ?? '');
      expect(tooltip?.getAttribute('role')).toBe('tooltip');
      expect(tooltip?.textContent).toBe(name);
    }
  });
});
