import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { Mfm } from '@/mfm/Mfm';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { WindowsProvider } from '@/windows';
import { MentionMenuProvider } from './MentionMenuProvider';

const ORIGIN = window.location.origin;

/** A note's text with two mentions, in the providers boot/App.tsx puts around pages. */
function renderMentions(signedIn: boolean) {
  const api = fakeApi((endpoint, params) => {
    if (endpoint === 'users/show') {
      const username = String(params.username);
      return makeMe({ id: username === 'me' ? 'me' : 'u-bob', username, host: null });
    }
    if (endpoint === 'users/relation')
      return [{ id: params.userId, isMuted: false, isRenoteMuted: false, isBlocking: false }];
    if (endpoint === 'mute/create') return null;
    throw new Error(endpoint);
  });
  const account = signedIn ? toAccount(makeMe({ id: 'me', username: 'me' }), 'token', ORIGIN) : null;
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin: ORIGIN, host: window.location.host, meta: null }}>
        <SettingsProvider store={createMemorySettingsStore()}>
          <RouterProvider routes={[]} history={createMemoryHistory('/')} loadPage={vi.fn()}>
            <AccountProvider
              initialAccount={account}
              session={{} as AccountSession}
              createApi={() => api}
              instanceOrigin={ORIGIN}
              connectStream={null}
            >
              <ModalProvider controller={new ModalController(() => false)}>
                <MentionMenuProvider>
                  <WindowsProvider pages={{ routes: [], View: () => null }}>
                    <Mfm text="ask @bob or @me" />
                  </WindowsProvider>
                </MentionMenuProvider>
              </ModalProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
  return api;
}

describe('the user menu on a mention', () => {
  it('keeps the link entries and adds the user entries once the user is looked up; Mute mutes them', async () => {
    const api = renderMentions(true);
    fireEvent.contextMenu(screen.getByRole('link', { name: '@bob' }));
    const menu = await screen.findByRole('menu', { name: '@bob' });
    expect(within(menu).getByRole('menuitem', { name: 'Open in window' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    fireEvent.click(await within(menu).findByRole('menuitem', { name: 'Mute' }));
    expect(api.calls).toContainEqual({ endpoint: 'users/show', params: { username: 'bob', host: null } });
    expect(api.calls).toContainEqual({ endpoint: 'users/relation', params: { userId: 'u-bob' } });
    const dialog = await screen.findByRole('dialog', { name: 'Mute @bob?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(api.calls.at(-1)).toEqual({
        endpoint: 'mute/create',
        params: { userId: 'u-bob', expiresAt: null },
      }),
    );
  });

  it('opens from the keyboard (Shift+F10) too, once', async () => {
    renderMentions(true);
    const link = screen.getByRole('link', { name: '@bob' });
    fireEvent.keyDown(link, { key: 'F10', shiftKey: true });
    // The menu key may send a contextmenu event after its keydown: still one menu.
    fireEvent.contextMenu(link);
    expect(await screen.findByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });

  it('signed out, offers only the link entries and asks for no relation', async () => {
    const api = renderMentions(false);
    fireEvent.contextMenu(screen.getByRole('link', { name: '@bob' }));
    const menu = await screen.findByRole('menu', { name: '@bob' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open in window', 'Open in new tab', 'Copy link']);
    // (The focused mention's preview card may look the user up; the menu asks nothing.)
    expect(api.calls.filter((call) => call.endpoint !== 'users/show')).toEqual([]);
  });

  it('offers no user entries on a mention of oneself', async () => {
    renderMentions(true);
    fireEvent.contextMenu(screen.getByRole('link', { name: '@me' }));
    const menu = await screen.findByRole('menu', { name: '@me' });
    await waitFor(() => expect(within(menu).queryByText('Loading…')).toBeNull());
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    expect(within(menu).queryByRole('menuitem', { name: 'Mute' })).toBeNull();
  });
});
