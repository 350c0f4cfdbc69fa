import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { SETTINGS_SEARCH_INDEX } from './shell/searchIndex';
import { SettingsPageHarness } from './testing';

const SWITCHES = [
  ['Post form above the home timeline', 'showFixedPostForm', true],
  ['Load older notes automatically', 'enableInfiniteScroll', true],
  ['Don’t show new notes live', 'disableStreamingTimeline', false],
  ['Confirm before following', 'alwaysConfirmFollow', true],
  ['Group notifications', 'useGroupedNotifications', true],
  ['Swipe sideways to switch timeline tabs', 'enableHorizontalSwipe', true],
  ['Show ads even when my role lets me hide them', 'forceShowAds', false],
] as const;

describe('General settings: timelines and notifications', () => {
  it('shows each behaviour setting with its default and saves a change at once', () => {
    const store = createMemorySettingsStore();
    render(
      <SettingsPageHarness store={store} api={fakeApi(() => ({}))} at="/settings/general">
        <GeneralSettingsPage />
      </SettingsPageHarness>,
    );
    const section = screen.getByRole('region', { name: 'Timelines and notifications' });
    for (const [label, key, initial] of SWITCHES) {
      const box = within(section).getByRole('checkbox', { name: label });
      expect(box).toHaveProperty('checked', initial);
      fireEvent.click(box);
      expect(store.get(key)).toBe(!initial);
    }
  });

  it('lets the settings search find them', () => {
    for (const key of [
      'showFixedPostForm',
      'enableInfiniteScroll',
      'disableStreamingTimeline',
      'alwaysConfirmFollow',
      'useGroupedNotifications',
      'enableHorizontalSwipe',
      'forceShowAds',
    ])
      expect(SETTINGS_SEARCH_INDEX['/settings/general']).toContain(`generalSettings.${key}`);
  });
});
