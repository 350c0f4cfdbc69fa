import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { type InstanceMeta, InstanceProvider, ServerMetaCache } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { AccountProvider } from './AccountContext';
import { AccountMenu } from './AccountMenu';
import { toAccount } from './model';
import type { AccountSession, SavedAccountCheck } from './session';

const A = 'https://a.example';
const B = 'https://b.example';

function renderMenu(checks: SavedAccountCheck[], metas: Record<string, string>) {
  const alice = toAccount(makeMe({ id: 'a1', username: 'alice' }), 'tokA', A);
  const switchAccount = vi.fn(async () => {});
  const session = {
    checkSavedAccounts: async () => checks,
    listSaved: () => [{ id: 'a1', token: 'tokA', origin: A }, ...checks.map((check) => check.saved)],
    switchAccount,
  } as unknown as AccountSession;
  const metaCache = new ServerMetaCache({
    storage: null,
    fetchMeta: async (origin) => {
      const name = metas[origin];
      if (!name) throw new TypeError('Failed to fetch');
      return { name, version: '2025.1.0', policies: {} } as unknown as InstanceMeta;
    },
  });
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin: A, host: 'a.example', meta: null, metaCache }}>
        <SettingsProvider store={createMemorySettingsStore({})}>
          <RouterProvider
            routes={[{ path: '/notifications' }]}
            history={createMemoryHistory('/notifications')}
          >
            <AccountProvider
              initialAccount={alice}
              session={session}
              createApi={() => fakeApi(() => ({}))}
              instanceOrigin={A}
              connectStream={null}
            >
              <ModalProvider controller={new ModalController(() => false)}>
                <AccountMenu />
              </ModalProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
  return { switchAccount };
}

const bobHere = makeMe({ id: 'b1', username: 'bob' });
const bobThere = makeMe({
  id: 'b2',
  username: 'bob',
  hasUnreadNotification: true,
  unreadNotificationsCount: 3,
});
const checks: SavedAccountCheck[] = [
  { ok: true, saved: { id: 'b2', token: 'tokB2', origin: B }, user: bobThere },
  { ok: true, saved: { id: 'b1', token: 'tokB1', origin: A }, user: bobHere },
];

describe('AccountMenu', () => {
  it('groups the accounts by server, tells the same username apart and marks unread ones', async () => {
    const user = userEvent.setup();
    renderMenu(checks, { [A]: 'Alpha Garden' });
    const button = screen.getByRole('button', { name: /Account menu/ });
    // Accounts on two servers: the button says which server is in use.
    expect(button).toHaveTextContent('@alice@a.example');
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await within(menu).findByText('Alpha Garden · a.example');
    // b.example cannot be reached: its group is headed by its host.
    const labels = ['Alpha Garden · a.example', 'b.example'];
    const texts = within(menu)
      .getAllByRole('presentation')
      .map((node) => node.textContent);
    expect(texts.filter((text) => labels.includes(text ?? ''))).toEqual(labels);
    expect(within(menu).getByRole('menuitem', { name: '@alice@a.example Current' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Switch to @bob@a.example' })).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { name: 'Switch to @bob@b.example Unread notifications' }),
    ).toBeInTheDocument();
  });

  it('switches with the checked user and lands on the page on screen', async () => {
    const user = userEvent.setup();
    const { switchAccount } = renderMenu(checks, {});
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await user.click(await within(menu).findByRole('menuitem', { name: /Switch to @bob@b\.example/ }));
    expect(switchAccount).toHaveBeenCalledWith(checks[0]?.saved, '/notifications', bobThere);
  });

  it('shows no server groups when no other account is saved', async () => {
    const user = userEvent.setup();
    renderMenu([], { [A]: 'Alpha Garden' });
    const button = screen.getByRole('button', { name: /Account menu/ });
    expect(button).toHaveTextContent('@alice');
    expect(button).not.toHaveTextContent('@alice@');
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await within(menu).findByRole('menuitem', { name: 'Manage accounts' });
    expect(within(menu).queryByText(/Alpha Garden/)).toBeNull();
  });
});
