import { fireEvent, render, screen, within } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, DEFAULT_REACTIONS, type Settings } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { EmojiPickerSettingsPage } from './EmojiPickerSettingsPage';

function renderPage(policies: Record<string, unknown> = {}, settings: Partial<Settings> = {}) {
  localStorage.clear();
  const api = fakeApi((endpoint) => (endpoint === 'emojis' ? { emojis: [] } : {}));
  const store = createMemorySettingsStore(settings);
  render(
    <SettingsPageHarness
      store={store}
      api={api}
      me={{ policies: policies as unknown as Misskey.entities.RolePolicies }}
      at="/settings/emoji-picker"
    >
      <EmojiPickerSettingsPage />
    </SettingsPageHarness>,
  );
  return store;
}

const palette = () => screen.getByRole('list', { name: 'Emoji in this palette' });

describe('EmojiPickerSettingsPage', () => {
  it('edits the default palette and keeps the legacy reactions setting equal to it', () => {
    const store = renderPage();
    fireEvent.click(within(palette()).getByRole('button', { name: 'Remove 👍' }));
    fireEvent.click(within(palette()).getByRole('button', { name: 'Move later ❤️' }));
    const expected = ['😆', '❤️', ...DEFAULT_REACTIONS.slice(3)];
    expect(store.get('reactionProfiles')[0]).toEqual(expected);
    expect(store.get('reactions')).toEqual(expected);
    // The other profiles are untouched.
    expect(store.get('reactionProfiles')[1]).toEqual(DEFAULT_REACTIONS);
  });

  it('offers as many profiles as the role policy allows', () => {
    renderPage({ emojiPickerProfileLimit: 2 });
    const profile = screen.getByRole('combobox', { name: 'Profile being edited' });
    expect(
      within(profile)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Profile 1', 'Profile 2']);
  });

  it('shows no profile choice when only one profile is allowed', () => {
    renderPage({ emojiPickerProfileLimit: 1 });
    expect(screen.queryByRole('combobox', { name: 'Profile being edited' })).toBeNull();
    expect(within(palette()).getAllByRole('listitem')).toHaveLength(DEFAULT_REACTIONS.length);
  });

  it('edits another profile without changing the reactions in use, until it becomes the default', () => {
    const store = renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Profile being edited' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(palette()).getByRole('button', { name: 'Remove 🍮' }));
    expect(store.get('reactionProfiles')[1]).toEqual(DEFAULT_REACTIONS.slice(0, -1));
    expect(store.get('reactions')).toEqual(DEFAULT_REACTIONS);

    fireEvent.change(screen.getByRole('combobox', { name: 'Default profile' }), { target: { value: '1' } });
    expect(store.get('pickerProfileDefault')).toBe(2);
    expect(store.get('reactions')).toEqual(DEFAULT_REACTIONS.slice(0, -1));
  });

  it('unmutes a muted reaction', () => {
    const store = renderPage({}, { mutedReactions: ['😡'] });
    const muted = screen.getByRole('list', { name: 'Muted reactions' });
    fireEvent.click(within(muted).getByRole('button', { name: 'Unmute 😡' }));
    expect(store.get('mutedReactions')).toEqual([]);
    expect(screen.getByText('No reactions are muted.')).toBeInTheDocument();
  });
});
