import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { SETTINGS_SEARCH_INDEX } from './shell/searchIndex';
import { SettingsPageHarness } from './testing';

describe('General settings: forceShowAds', () => {
  it('is off by default, saved at once when switched on, and found by the settings search', () => {
    const store = createMemorySettingsStore();
    render(
      <SettingsPageHarness store={store} api={fakeApi(() => ({}))} at="/settings/general">
        <GeneralSettingsPage />
      </SettingsPageHarness>,
    );
    const section = screen.getByRole('region', { name: 'Timelines and notifications' });
    const box = within(section).getByRole('checkbox', {
      name: 'Show ads even when my role lets me hide them',
    });
    expect(box).toHaveProperty('checked', false);
    fireEvent.click(box);
    expect(store.get('forceShowAds')).toBe(true);
    expect(SETTINGS_SEARCH_INDEX['/settings/general']).toContain('generalSettings.forceShowAds');
  });
});
