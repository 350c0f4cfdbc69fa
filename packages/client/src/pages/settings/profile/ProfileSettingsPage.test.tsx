import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { ProfileSettingsPage } from './ProfileSettingsPage';

function renderPage(me: Record<string, unknown>) {
  const api = fakeApi((endpoint, params) => (endpoint === 'i/update' ? { ...me, ...params } : {}));
  render(
    <SettingsPageHarness
      store={createMemorySettingsStore()}
      api={api}
      me={me as Partial<Misskey.entities.MeDetailed>}
      at="/settings/profile"
    >
      <ProfileSettingsPage />
    </SettingsPageHarness>,
  );
  const updates = () => api.calls.filter((call) => call.endpoint === 'i/update');
  return { updates };
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('ProfileSettingsPage', () => {
  it('holds back a half-filled field, then saves the fields, location and cat together', async () => {
    const { updates } = renderPage({
      fields: [{ name: 'Site', value: 'https://example.com' }],
      location: null,
      lang: null,
      isCat: false,
      speakAsCat: true,
    });
    expect(screen.getByRole('textbox', { name: 'Label 1' })).toHaveValue('Site');
    // speakAsCat only matters for a cat.
    expect(screen.queryByRole('switch', { name: 'Speak as a cat' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    type('Label 2', 'Pronouns');
    type('Location', 'Kyoto');
    fireEvent.click(screen.getByRole('switch', { name: 'This account is a cat' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Speak as a cat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fix the marked fields first.')).toBeInTheDocument();
    expect(screen.getByText('Add a value, or clear the label.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);

    type('Value 2', 'she/her');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.params).toMatchObject({
      fields: [
        { name: 'Site', value: 'https://example.com' },
        { name: 'Pronouns', value: 'she/her' },
      ],
      location: 'Kyoto',
      isCat: true,
      speakAsCat: false,
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('offers no speakAsCat to a server that does not report it, and sends none', async () => {
    const { updates } = renderPage({ fields: [], isCat: true });
    expect(screen.queryByRole('switch', { name: 'Speak as a cat' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.params).not.toHaveProperty('speakAsCat');
  });

  it('stops adding fields at sixteen', () => {
    renderPage({ fields: [] });
    const add = screen.getByRole('button', { name: 'Add a field' });
    for (let i = 0; i < 16; i++) fireEvent.click(add);
    expect(screen.getByRole('textbox', { name: 'Label 16' })).toBeInTheDocument();
    expect(add).toBeDisabled();
  });
});
