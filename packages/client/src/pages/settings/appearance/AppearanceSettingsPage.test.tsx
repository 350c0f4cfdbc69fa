import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { AppearanceSettingsPage } from './AppearanceSettingsPage';

function renderPage() {
  const store = createMemorySettingsStore();
  render(
    <SettingsPageHarness store={store} api={fakeApi(() => ({}))} at="/settings/appearance">
      <AppearanceSettingsPage />
    </SettingsPageHarness>,
  );
  return store;
}

describe('AppearanceSettingsPage', () => {
  it('saves text size, corners, effects and the navigation’s place at once', () => {
    const store = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Appearance' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Text size' }), { target: { value: 'veryLarge' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Corners' }), { target: { value: 'square' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reduce animations' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blur effects' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blur behind dialogs' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seasonal effects' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Animated text effects' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Stop animated images/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /^Hemisphere/ }), { target: { value: 'S' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Navigation bar' }), { target: { value: 'top' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'How menus open' }), {
      target: { value: 'drawer' },
    });
    expect(store.get('fontSize')).toBe('veryLarge');
    expect(store.get('cornerRadius')).toBe('square');
    expect(store.get('reduceAnimation')).toBe(true);
    expect(store.get('useBlurEffect')).toBe(false);
    expect(store.get('useBlurEffectForModal')).toBe(false);
    expect(store.get('enableSeasonalScreenEffect')).toBe(false);
    expect(store.get('animatedMfm')).toBe(false);
    expect(store.get('disableShowingAnimatedImages')).toBe(true);
    expect(store.get('hemisphere')).toBe('S');
    expect(store.get('menuDisplay')).toBe('top');
    expect(store.get('menuStyle')).toBe('drawer');
  });

  it('follows a change made elsewhere (another tab, the server)', () => {
    const store = renderPage();
    act(() => store.set('fontSize', 'small'));
    expect(screen.getByRole('combobox', { name: 'Text size' })).toHaveValue('small');
    act(() => store.set('enableSeasonalScreenEffect', false));
    expect((screen.getByRole('checkbox', { name: 'Seasonal effects' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
