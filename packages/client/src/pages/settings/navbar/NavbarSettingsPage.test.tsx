import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, DEFAULT_MENU } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { NavbarSettingsPage } from './NavbarSettingsPage';

function renderPage(menu = ['notifications', 'explore', '-', 'drive']) {
  const store = createMemorySettingsStore({ menu });
  render(
    <SettingsPageHarness store={store} api={fakeApi(() => ({}))} at="/settings/navbar">
      <NavbarSettingsPage />
    </SettingsPageHarness>,
  );
  return store;
}

describe('NavbarSettingsPage', () => {
  it('moves an entry, says where it went and keeps the focus on it', () => {
    const store = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Move Drive up' }));
    expect(store.get('menu')).toEqual(['notifications', 'explore', 'drive', '-']);
    expect(screen.getByText('Drive moved to position 3 of 4.')).toHaveAttribute('role', 'status');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Drive up' }));
    // At the top the up button is off: the focus stays with the entry on its down button.
    fireEvent.click(screen.getByRole('button', { name: 'Move Explore up' }));
    expect(store.get('menu')).toEqual(['explore', 'notifications', 'drive', '-']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Explore down' }));
  });

  it('removes, adds an entry or a divider, and resets to the default', () => {
    const store = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Explore' }));
    expect(store.get('menu')).toEqual(['notifications', '-', 'drive']);
    const choice = screen.getByRole('combobox', { name: 'Entry to add' });
    // Entries already on the menu are not offered again.
    expect(screen.queryByRole('option', { name: 'Drive' })).toBeNull();
    fireEvent.change(choice, { target: { value: 'clips' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(store.get('menu')).toEqual(['notifications', '-', 'drive', 'clips']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(store.get('menu')).toEqual(DEFAULT_MENU);
  });
});
