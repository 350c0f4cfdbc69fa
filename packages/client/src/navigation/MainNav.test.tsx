import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { setOpenReports } from '@/features/moderation/openReports';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider, type SettingsStore } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { MainNav } from './MainNav';

function renderNav(options: { menu: string[]; at?: string; isAdmin?: boolean; settings?: SettingsStore }) {
  const settings = options.settings ?? createMemorySettingsStore({ menu: options.menu });
  const history = createMemoryHistory(options.at ?? '/');
  const account = toAccount(makeMe({ isAdmin: options.isAdmin ?? false }), 'token', 'https://example.test');
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin: 'https://example.test', host: 'example.test', meta: null }}>
        <SettingsProvider store={settings}>
          <RouterProvider routes={[]} history={history} loadPage={vi.fn()}>
            <AccountProvider
              initialAccount={account}
              session={{ listSaved: () => [] } as unknown as AccountSession}
              createApi={() => fakeApi(() => ({}))}
              instanceOrigin="https://example.test"
              connectStream={null}
            >
              <ModalProvider controller={new ModalController(() => false)}>
                <MainNav mode="full" />
              </ModalProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
  return { settings, history };
}

/** The entries' controls in order, each named the way assistive technology names it. */
function expectEntries(names: string[]) {
  const items = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('listitem');
  expect(items).toHaveLength(names.length);
  items.forEach((item, index) => {
    const name = names[index];
    // getByRole fails unless the whole accessible name matches.
    expect(
      within(item).queryByRole('link', { name }) ?? within(item).getByRole('button', { name }),
    ).toBeTruthy();
  });
}

describe('MainNav', () => {
  it('follows the menu setting, skipping ids it does not know', () => {
    renderNav({ menu: ['clips', '-', 'notifications', 'rss'] });
    expectEntries(['Home', 'Clips', 'Notifications', 'Layout', 'Settings']);
    expect(screen.getByRole('link', { name: 'Clips' })).toHaveAttribute('href', '/my/clips');
  });

  it('marks the entry of the page on screen', () => {
    renderNav({ menu: ['clips', 'notifications'], at: '/my/clips' });
    expect(screen.getByRole('link', { name: 'Clips' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the control panel to administrators only', () => {
    renderNav({ menu: ['admin'], isAdmin: true });
    expect(screen.getByRole('link', { name: 'Control panel' })).toHaveAttribute('href', '/admin');
  });

  it('hides the control panel from everyone else', () => {
    renderNav({ menu: ['admin'] });
    expect(screen.queryByRole('link', { name: 'Control panel' })).toBeNull();
  });

  it('redraws when the menu setting changes', async () => {
    const { settings } = renderNav({ menu: ['clips'] });
    settings.set('menu', ['drive']);
    expect(await screen.findByRole('link', { name: 'Drive' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clips' })).toBeNull();
  });

  it('switches the layout from the Layout entry', async () => {
    const user = userEvent.setup();
    const { settings } = renderNav({ menu: [] });
    await user.click(screen.getByRole('button', { name: 'Layout' }));
    await user.click(await screen.findByRole('menuitem', { name: /Choose a layout/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Twilike' }));
    expect(settings.get('layout')).toBe('twilike');
  });

  it("counts a moderator's unresolved reports on the control panel's entry", () => {
    renderNav({ menu: ['admin'], isAdmin: true });
    expect(screen.getByRole('link', { name: 'Control panel' })).toBeInTheDocument();
    act(() => setOpenReports(3, null));
    onTestFinished(() => setOpenReports(null, null));
    const entry = screen.getByRole('link', { name: 'Control panel 3 unresolved reports' });
    expect(entry).toHaveTextContent('3');
    act(() => setOpenReports(null, null));
    expect(screen.getByRole('link', { name: 'Control panel' })).toBeInTheDocument();
  });
});
