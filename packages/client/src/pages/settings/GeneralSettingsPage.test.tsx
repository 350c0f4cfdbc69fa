import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVAILABLE_LOCALES } from '@/i18n';
import type { InstanceMeta } from '@/instance';
import { createMemorySettingsStore, type SettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { SettingsPageHarness } from './testing';

function renderPage(
  store: SettingsStore = createMemorySettingsStore(),
  meta: Partial<InstanceMeta> | null = null,
) {
  render(
    <SettingsPageHarness store={store} api={fakeApi(() => ({}))} meta={meta} at="/settings/general">
      <GeneralSettingsPage />
    </SettingsPageHarness>,
  );
  return store;
}

afterEach(() => vi.useRealTimers());

describe('GeneralSettingsPage', () => {
  it('saves each change at once and says so', async () => {
    vi.useFakeTimers();
    const store = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Layout' }), { target: { value: 'zen' } });
    expect(store.get('layout')).toBe('zen');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Saved', { selector: '[role="status"]' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Disconnected from the server' }), {
      target: { value: 'dialog' },
    });
    // The effects moved to /settings/appearance: no second switch for them here.
    expect(screen.queryByRole('checkbox', { name: 'Seasonal effects' })).toBeNull();
    expect(store.get('serverDisconnectedBehavior')).toBe('dialog');
  });

  it('sets how sensitive media and media data are handled', () => {
    const store = renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sensitive media' }), {
      target: { value: 'force' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ask before showing sensitive media' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save data on media' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Shape of a single image' }), {
      target: { value: '1_1' },
    });
    expect(store.get('nsfw')).toBe('force');
    expect(store.get('confirmWhenRevealingSensitiveMedia')).toBe(true);
    // Only the media flag changes; the other data-saver flags keep their values.
    expect(store.get('dataSaver')).toEqual({ media: true, avatar: false, urlPreview: false, code: false });
    expect(store.get('mediaListWithOneImageAppearance')).toBe('1_1');
  });

  it('sets how note buttons, reactions and timeline rows show', () => {
    const store = renderPage();
    const notes = screen.getByRole('region', { name: 'Notes and media' });
    fireEvent.click(within(notes).getByRole('checkbox', { name: /^Show note buttons only on hover/ }));
    fireEvent.click(within(notes).getByRole('checkbox', { name: 'Clip button under notes' }));
    const limit = within(notes).getByRole('checkbox', { name: 'Limit the width of reactions' });
    expect(limit).toHaveProperty('checked', true);
    fireEvent.click(limit);
    fireEvent.click(within(notes).getByRole('checkbox', { name: 'Space between notes in timelines' }));
    expect(store.get('showNoteActionsOnlyHover')).toBe(true);
    expect(store.get('showClipButtonInNoteFooter')).toBe(true);
    expect(store.get('limitWidthOfReaction')).toBe(false);
    expect(store.get('showGapBetweenNotesInTimeline')).toBe(true);
  });

  it('switches each data saver flag on its own', () => {
    const store = renderPage(
      createMemorySettingsStore({ dataSaver: { media: true, avatar: false, urlPreview: true, code: false } }),
    );
    const saver = screen.getByRole('region', { name: 'Data saver' });
    expect(within(saver).getByRole('checkbox', { name: /^Save data on media/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(saver).getByRole('checkbox', { name: /^Save data on avatars/ }));
    fireEvent.click(within(saver).getByRole('checkbox', { name: /^Save data on code/ }));
    expect(store.get('dataSaver')).toEqual({ media: true, avatar: true, urlPreview: true, code: true });
    fireEvent.click(within(saver).getByRole('checkbox', { name: /^Save data on media/ }));
    expect(store.get('dataSaver')).toEqual({ media: false, avatar: true, urlPreview: true, code: true });
  });

  it('sets the device type, keeping the screen on and the right-click menu', () => {
    const store = renderPage(createMemorySettingsStore({ overridedDeviceKind: 'tablet' }));
    const device = screen.getByRole('combobox', { name: /^Device type/ });
    expect(device).toHaveValue('tablet');
    fireEvent.change(device, { target: { value: 'smartphone' } });
    expect(store.get('overridedDeviceKind')).toBe('smartphone');
    // Automatic is no device at all: the screen decides again.
    fireEvent.change(device, { target: { value: 'auto' } });
    expect(store.get('overridedDeviceKind')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Keep the screen on/ }));
    expect(store.get('keepScreenOn')).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Right-click menu' }), {
      target: { value: 'appWithShift' },
    });
    expect(store.get('contextMenu')).toBe('appWithShift');
  });

  it('keeps the page cache within 0 to 10', () => {
    const store = renderPage();
    const field = screen.getByRole('spinbutton', { name: 'Pages kept for back navigation' });
    fireEvent.change(field, { target: { value: '8' } });
    expect(store.get('numberOfPageCache')).toBe(8);
    fireEvent.change(field, { target: { value: '12' } });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(store.get('numberOfPageCache')).toBe(8);
  });

  it('follows a change made elsewhere (another tab, the server)', () => {
    const store = renderPage();
    act(() => store.set('serverDisconnectedBehavior', 'reload'));
    expect(screen.getByRole('combobox', { name: 'Disconnected from the server' })).toHaveValue('reload');
    act(() => store.set('numberOfPageCache', 3));
    expect(screen.getByRole('spinbutton', { name: 'Pages kept for back navigation' })).toHaveValue('3');
  });

  it('offers every locale and switches language with a reload', () => {
    const reload = vi.fn();
    const { href, origin } = window.location;
    // The settings links on the page read the origin; a spread would drop Location's getters.
    vi.spyOn(window, 'location', 'get').mockReturnValue({ href, origin, reload } as unknown as Location);
    localStorage.setItem('locale', '{}');
    localStorage.setItem('localeVersion', '1');
    renderPage();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(within(language).getAllByRole('option').length).toBe(AVAILABLE_LOCALES.length);
    expect(within(language).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de-DE');

    fireEvent.change(language, { target: { value: 'de-DE' } });
    expect(localStorage.getItem('lang')).toBe('de-DE');
    expect(localStorage.getItem('locale')).toBeNull();
    expect(localStorage.getItem('localeVersion')).toBeNull();
    expect(reload).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
