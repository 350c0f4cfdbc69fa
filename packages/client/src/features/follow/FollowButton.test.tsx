import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { FollowButton } from './FollowButton';

function renderButton(user: Parameters<typeof FollowButton>[0]['user'], confirmFollow = false) {
  const api = fakeApi(() => ({}));
  const settings = createMemorySettingsStore({ alwaysConfirmFollow: confirmFollow });
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <AccountProvider
        initialAccount={toAccount(makeMe(), 'token', 'https://example.test')}
        session={{} as AccountSession}
        createApi={() => api}
        instanceOrigin="https://example.test"
        connectStream={null}
      >
        <SettingsProvider store={settings}>
          <ModalProvider controller={new ModalController(() => false)}>
            <FollowButton user={user} />
          </ModalProvider>
        </SettingsProvider>
      </AccountProvider>
    </I18nProvider>,
  );
  return api;
}

describe('FollowButton', () => {
  it('follows, then offers to unfollow', async () => {
    const api = renderButton({ id: 'bob', username: 'bob', isFollowing: false, isLocked: false });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(api.calls).toEqual([{ endpoint: 'following/create', params: { userId: 'bob' } }]);
    // Focused after the click: the label says Unfollow, and so does the name.
    const button = await screen.findByRole('button', { name: 'Unfollow' });
    button.blur();
    expect(await screen.findByRole('button', { name: 'Following: Unfollow' })).toHaveTextContent('Following');
    await userEvent.click(button);
    expect(api.calls[1]).toEqual({ endpoint: 'following/delete', params: { userId: 'bob' } });
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('sends a request to a locked account and cancels it on a second click', async () => {
    const api = renderButton({ id: 'carol', username: 'carol', isLocked: true });
    await userEvent.click(screen.getByRole('button', { name: 'Request to follow' }));
    const pending = await screen.findByRole('button', { name: 'Follow request sent: Cancel follow request' });
    await userEvent.click(pending);
    expect(api.calls.map((call) => call.endpoint)).toEqual(['following/create', 'following/requests/cancel']);
    expect(await screen.findByRole('button', { name: 'Request to follow' })).toBeTruthy();
  });

  it('asks first when alwaysConfirmFollow is on: Cancel follows no one, confirming follows', async () => {
    const api = renderButton({ id: 'bob', username: 'bob', name: 'Bob', isFollowing: false }, true);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow Bob?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const again = await screen.findByRole('dialog', { name: 'Follow Bob?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Follow' }));
    const following = await screen.findByRole('button', { name: /Unfollow/ });
    expect(api.calls).toEqual([{ endpoint: 'following/create', params: { userId: 'bob' } }]);
    // Unfollowing is not asked about by this setting.
    await userEvent.click(following);
    expect(api.calls[1]).toEqual({ endpoint: 'following/delete', params: { userId: 'bob' } });
  });

  it('is not shown on the viewer’s own profile', () => {
    renderButton({ id: 'user1', username: 'alice' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
