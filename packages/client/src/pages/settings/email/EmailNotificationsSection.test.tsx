import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { apiError, fakeApi, makeMe } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { EmailNotificationsSection } from './EmailNotificationsSection';

/** A server that keeps the list i/update stores (or refuses it when `refuse`). */
function renderSection(me: Partial<Misskey.entities.MeDetailed>, options: { refuse?: boolean } = {}) {
  let current = me;
  const api = fakeApi((endpoint, params) => {
    if (endpoint !== 'i/update') return {};
    if (options.refuse) throw apiError('INTERNAL_ERROR', '5d37dbcb-891e-41ca-a3d6-e690c97775ac');
    current = { ...current, ...params };
    return makeMe(current);
  });
  let saved = 0;
  render(
    <SettingsPageHarness store={createMemorySettingsStore()} api={api} me={me} at="/settings/email">
      <EmailNotificationsSection announce={() => saved++} />
    </SettingsPageHarness>,
  );
  const updates = () => api.calls.filter((c) => c.endpoint === 'i/update').map((c) => c.params);
  return { updates, saved: () => saved };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('EmailNotificationsSection', () => {
  it('shows the saved types and sends the whole list on each change', async () => {
    const { updates, saved } = renderSection({
      email: 'alice@example.com',
      emailVerified: true,
      emailNotificationTypes: ['follow', 'receiveFollowRequest'],
    });
    expect(box('New followers').checked).toBe(true);
    expect(box('Mentions').checked).toBe(false);
    expect(screen.queryByText(/Nothing is mailed until/)).toBeNull();
    fireEvent.click(box('Mentions'));
    expect(box('Mentions').checked).toBe(true);
    await waitFor(() =>
      expect(updates()).toEqual([{ emailNotificationTypes: ['follow', 'receiveFollowRequest', 'mention'] }]),
    );
    fireEvent.click(box('New followers'));
    await waitFor(() =>
      expect(updates()[1]).toEqual({ emailNotificationTypes: ['receiveFollowRequest', 'mention'] }),
    );
    await waitFor(() => expect(saved()).toBe(2));
    expect(box('New followers').checked).toBe(false);
  });

  it('says nothing is mailed to an unconfirmed address, and undoes a change the server refuses', async () => {
    const { updates } = renderSection(
      { email: 'alice@example.com', emailVerified: false, emailNotificationTypes: [] },
      { refuse: true },
    );
    expect(screen.getByText(/Nothing is mailed until your address is set and confirmed/)).toBeInTheDocument();
    fireEvent.click(box('Quotes'));
    expect(box('Quotes').checked).toBe(true);
    await waitFor(() => expect(updates()).toHaveLength(1));
    await waitFor(() => expect(box('Quotes').checked).toBe(false));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
