import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstanceMeta } from '@/instance';
import { createMemorySettingsStore, type SettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { builtinThemes, type Theme } from '@/theme';
import { SettingsPageHarness } from '../testing';
import { ThemeSettingsPage } from './ThemeSettingsPage';

function renderPage(
  store: SettingsStore = createMemorySettingsStore(),
  meta: Partial<InstanceMeta> | null = null,
) {
  render(
    <SettingsPageHarness store={store} api={fakeApi(() => ({}))} meta={meta} at="/settings/theme">
      <ThemeSettingsPage />
    </SettingsPageHarness>,
  );
  return store;
}

const mine: Theme = { id: 'mine', name: 'Night orchard', base: 'dark', props: { accent: '#e0a030' } };

describe('ThemeSettingsPage', () => {
  it('turns dark mode on by hand, which stops following the device', () => {
    const store = renderPage();
    fireEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(store.get('darkMode')).toBe(true);
    expect(store.get('syncDeviceDarkMode')).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sync dark mode with this device' }));
    expect(store.get('syncDeviceDarkMode')).toBe(true);
  });

  it("shows the account's server's theme as the light theme while none is chosen", () => {
    const serverLight = { id: 'srv', name: 'Server paper', base: 'light', props: { bg: '#fdf6e3' } };
    renderPage(createMemorySettingsStore(), { defaultLightTheme: JSON.stringify(serverLight) });
    const lightSelect = screen.getByRole('combobox', { name: 'Light theme' }) as HTMLSelectElement;
    expect(lightSelect.value).toBe('srv');
    expect(within(lightSelect).getByRole('option', { name: 'Server paper' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Preview of Server paper' })).toBeInTheDocument();
  });

  it('offers the built-in and installed themes of each base, and stores the choice', () => {
    const store = renderPage(createMemorySettingsStore({ themes: [mine] }));
    const darkSelect = screen.getByRole('combobox', { name: 'Dark theme' });
    const darkCount = builtinThemes.filter((theme) => theme.base === 'dark').length;
    expect(within(darkSelect).getAllByRole('option').length).toBe(darkCount + 1);
    // An installed dark theme is not offered for the light slot.
    const lightSelect = screen.getByRole('combobox', { name: 'Light theme' });
    expect(within(lightSelect).queryByRole('option', { name: 'Night orchard' })).toBeNull();

    fireEvent.change(darkSelect, { target: { value: 'mine' } });
    expect(store.get('darkTheme')).toEqual(mine);
    expect(store.get('lightTheme')).toBeNull();
    expect(screen.getByRole('figure', { name: 'Preview of Night orchard' })).toBeInTheDocument();
  });
});
