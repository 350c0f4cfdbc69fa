import { IconList } from '@tabler/icons-react';
import { fireEvent, render, screen } from '@testing-library/react';
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

describe('TimelineHeader with pinned lists', () => {
  it('adds a tab per pinned list after the sources, selectable by click and arrow keys', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 800 } as DOMRect);
    const onSelect = vi.fn();
    const onSelectExtra = vi.fn();
    render(
      <I18nProvider i18n={fallbackI18n()}>
        <TimelineHeader
          sources={['home', 'local']}
          current="list-l1"
          onSelect={onSelect}
          extraTabs={[
            { key: 'list-l1', name: 'Friends', icon: IconList },
            { key: 'list-l2', name: 'Work', icon: IconList },
          ]}
          onSelectExtra={onSelectExtra}
          filter={SETTING_DEFAULTS.tl.filter}
          onFilterChange={() => {}}
          panelId="tl"
        />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Home',
      'Local',
      'Friends',
      'Work',
    ]);
    const friends = screen.getByRole('tab', { name: 'Friends' });
    expect(friends.getAttribute('aria-selected')).toBe('true');
    expect(friends.id).toBe('tl-tab-list-l1');
    fireEvent.keyDown(friends, { key: 'ArrowRight' });
    expect(onSelectExtra).toHaveBeenCalledWith('list-l2');
    fireEvent.keyDown(friends, { key: 'Home' });
    expect(onSelect).toHaveBeenCalledWith('home');
    fireEvent.click(screen.getByRole('tab', { name: 'Work' }));
    expect(onSelectExtra).toHaveBeenLastCalledWith('list-l2');
  });
});

describe('TimelineHeader with the More timelines menu', () => {
  it('offers a menu button after the tabs that tells its owner when it opens, to load what it lists', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 800 } as DOMRect);
    const onOpenChange = vi.fn();
    const choose = vi.fn();
    render(
      <I18nProvider i18n={fallbackI18n()}>
        <TimelineHeader
          sources={['home']}
          current="home"
          onSelect={() => {}}
          filter={SETTING_DEFAULTS.tl.filter}
          onFilterChange={() => {}}
          panelId="tl"
          more={{ items: [{ type: 'button', text: 'Cats', action: choose }], onOpenChange }}
        />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'More timelines' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.getByRole('tablist').contains(button)).toBe(false);
    fireEvent.click(button);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cats' }));
    expect(choose).toHaveBeenCalled();
  });
});
