import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, DEFAULT_TIMELINE_HEADER } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { TimelineHeaderSettingsPage } from './TimelineHeaderSettingsPage';

describe('TimelineHeaderSettingsPage', () => {
  it('hides, reorders and resets the tabs, keeping the ids it does not edit', () => {
    const store = createMemorySettingsStore({
      timelineHeader: ['home', 'local', 'social', 'global', 'lists'],
    });
    render(
      <SettingsPageHarness store={store} api={fakeApi(() => ({}))} at="/settings/timeline-header">
        <TimelineHeaderSettingsPage />
      </SettingsPageHarness>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Local' }));
    expect(store.get('timelineHeader')).toEqual(['home', 'social', 'global', 'lists']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Global up' }));
    expect(store.get('timelineHeader')).toEqual(['home', 'global', 'social', 'lists']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Global up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(store.get('timelineHeader')).toEqual(DEFAULT_TIMELINE_HEADER);
    expect(screen.getByRole('checkbox', { name: 'Local' })).toHaveProperty('checked', true);
  });
});
