import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { DriveSettingsPage } from './DriveSettingsPage';
import { SettingsPageHarness } from './testing';

describe('DriveSettingsPage', () => {
  it('sets autoSensitive beside the always-mark switch, each with its own i/update field', async () => {
    const api = fakeApi((endpoint, params) => {
      if (endpoint === 'i/update') return makeMe({ alwaysMarkNsfw: false, autoSensitive: false, ...params });
      if (endpoint === 'drive') return { capacity: 1000, usage: 10 };
      return {};
    });
    render(
      <SettingsPageHarness
        store={createMemorySettingsStore()}
        api={api}
        me={{ alwaysMarkNsfw: false, autoSensitive: false }}
        at="/settings/drive"
      >
        <DriveSettingsPage />
      </SettingsPageHarness>,
    );
    const always = screen.getByRole('switch', { name: 'Mark my uploads as sensitive' });
    const auto = screen.getByRole('switch', { name: 'Mark media the server finds sensitive automatically' });
    expect(auto).toHaveAccessibleDescription(
      "When the server's detection finds a file you upload sensitive, the file is marked sensitive.",
    );
    expect((auto as HTMLInputElement).checked).toBe(false);
    fireEvent.click(auto);
    await waitFor(() => expect((auto as HTMLInputElement).checked).toBe(true));
    expect((always as HTMLInputElement).checked).toBe(false);
    expect(api.calls.filter((call) => call.endpoint === 'i/update').map((call) => call.params)).toEqual([
      { autoSensitive: true },
    ]);
  });
});
