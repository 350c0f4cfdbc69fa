import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { apiError, fakeApi, makeMe } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { PrivacySettingsPage } from './PrivacySettingsPage';

const DAY = 24 * 60 * 60;

/** A server that keeps what i/update stores (or refuses every change when `refuse`). */
function renderPage(options: { refuse?: boolean } = {}) {
  let me: Partial<Misskey.entities.MeDetailed> = { isLocked: false, autoAcceptFollowed: false };
  const api = fakeApi((endpoint, params) => {
    if (endpoint === 'i/update') {
      if (options.refuse) throw apiError('INTERNAL_ERROR', '5d37dbcb-891e-41ca-a3d6-e690c97775ac');
      me = { ...me, ...params };
      return makeMe(me);
    }
    if (endpoint === 'i') return makeMe(me);
    return {};
  });
  const store = createMemorySettingsStore();
  render(
    <SettingsPageHarness store={store} api={api} me={me} at="/settings/privacy">
      <PrivacySettingsPage />
    </SettingsPageHarness>,
  );
  const updates = () => api.calls.filter((c) => c.endpoint === 'i/update').map((c) => c.params);
  return { updates, store };
}

describe('PrivacySettingsPage', () => {
  it('saves each choice as its i/update field and says Saved', async () => {
    const { updates } = renderPage();
    expect(screen.queryByRole('switch', { name: 'Accept requests from people you follow' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Approve follow requests' }));
    await waitFor(() => expect(updates()).toEqual([{ isLocked: true }]));
    // Accepting followed users by itself only means something for a locked account.
    fireEvent.click(await screen.findByRole('switch', { name: 'Accept requests from people you follow' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Who can see whom you follow' }), {
      target: { value: 'followers' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Make older notes followers-only' }), {
      target: { value: 'oneWeek' },
    });
    await waitFor(() =>
      expect(updates().slice(1)).toEqual([
        { autoAcceptFollowed: true },
        { followingVisibility: 'followers' },
        { makeNotesFollowersOnlyBefore: -7 * DAY },
      ]),
    );
    expect(await screen.findByText('Saved')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: 'Who can see whom you follow' })).toHaveValue('followers');
  });

  it('hides notes before a chosen day, and stores nothing while the day is blank', async () => {
    const { updates } = renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Hide older notes' }), {
      target: { value: 'date' },
    });
    const day = await screen.findByLabelText('Hide older notes: before this day');
    await waitFor(() => expect(updates()).toHaveLength(1));
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    expect(updates()[0]).toEqual({ makeNotesHiddenBefore: today.getTime() / 1000 });
    fireEvent.change(day, { target: { value: '' } });
    fireEvent.change(day, { target: { value: '2024-03-01' } });
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]).toEqual({ makeNotesHiddenBefore: new Date(2024, 2, 1).getTime() / 1000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hide older notes' }), {
      target: { value: 'none' },
    });
    await waitFor(() => expect(updates()[2]).toEqual({ makeNotesHiddenBefore: null }));
  });

  it('undoes a switch the server refuses', async () => {
    const { updates } = renderPage({ refuse: true });
    const locked = screen.getByRole('switch', { name: 'Approve follow requests' }) as HTMLInputElement;
    fireEvent.click(locked);
    // Shown at once, before the server answers.
    expect(locked.checked).toBe(true);
    await waitFor(() => expect(updates()).toHaveLength(1));
    await waitFor(() => expect(locked.checked).toBe(false));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the composer defaults in the settings', async () => {
    const { store, updates } = renderPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Default visibility of new notes' }), {
      target: { value: 'followers' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Keep the content warning when replying' }));
    await waitFor(() => expect(store.get('defaultNoteVisibility')).toBe('followers'));
    expect(store.get('keepCw')).toBe(false);
    expect(updates()).toEqual([]);
  });
});
