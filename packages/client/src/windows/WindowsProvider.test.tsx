import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { EntryKeyProvider } from '@/pages/shell/entryKey';
import { RouterView } from '@/pages/shell/RouterView';
import { createMemoryHistory, Link, type RouteProps, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { PAGE_WINDOWS_ACHIEVEMENT_KEY } from './achievement';
import type { WindowPages } from './PageWindow';
import { useWindows } from './WindowsContext';
import { WindowsProvider } from './WindowsProvider';

// Two tiny pages instead of the app's, so the test is about windows, not about pages. They
// come in as the app hands them in (boot/App.tsx): a table and the real route view.
const First = (_: { params: RouteProps }) => (
  <div>
    <h1>First page</h1>
    <Link to="/second">To the second page</Link>
    <input aria-label="Draft" />
  </div>
);
const Second = (_: { params: RouteProps }) => <h1>Second page</h1>;
const pages: WindowPages = {
  routes: [
    { path: '/first', component: First },
    { path: '/second', component: Second },
  ],
  View: ({ history, reloadKey }) => (
    <EntryKeyProvider history={history}>
      <RouterView key={reloadKey} />
    </EntryKeyProvider>
  ),
};

function OpenButton({ path }: { path: string }) {
  const { openPageWindow } = useWindows();
  return (
    <button type="button" onClick={() => openPageWindow(path)}>
      Open {path}
    </button>
  );
}

function renderApp() {
  const history = createMemoryHistory('/home');
  const modals = new ModalController(() => false);
  const api = fakeApi(() => ({}));
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={createMemorySettingsStore()}>
        <RouterProvider routes={[{ path: '/home' }]} history={history} loadPage={vi.fn()}>
          <AccountProvider
            initialAccount={null}
            session={{} as AccountSession}
            createApi={() => api}
            instanceOrigin="https://example.test"
            connectStream={null}
          >
            <ModalProvider controller={modals}>
              <WindowsProvider pages={pages}>
                <Link to="/first">First link</Link>
                <OpenButton path="/first" />
              </WindowsProvider>
            </ModalProvider>
          </AccountProvider>
        </RouterProvider>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { history, modals };
}

describe('page windows', () => {
  it('open from a link context menu and keep their own history', async () => {
    const { history } = renderApp();
    fireEvent.contextMenu(screen.getByRole('link', { name: 'First link' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Open in window' }));

    const window = await screen.findByRole('dialog', { name: 'First page' });
    const back = within(window).getByRole('button', { name: 'Back' });
    expect(back).toBeDisabled();

    // A link inside the window navigates the window, not the main view.
    fireEvent.click(within(window).getByRole('link', { name: 'To the second page' }));
    await within(window).findByRole('heading', { name: 'Second page' });
    await screen.findByRole('dialog', { name: 'Second page' });
    expect(history.current()).toBe('/home');

    fireEvent.click(back);
    await within(window).findByRole('heading', { name: 'First page' });
    expect(back).toBeDisabled();

    fireEvent.click(within(window).getByRole('button', { name: 'Show in page' }));
    expect(history.current()).toBe('/first');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads the page inside the window, starting it afresh', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Open /first' }));
    const window = await screen.findByRole('dialog', { name: 'First page' });
    const draft = within(window).getByRole('textbox', { name: 'Draft' }) as HTMLInputElement;
    fireEvent.change(draft, { target: { value: 'half-written' } });
    fireEvent.click(within(window).getByRole('button', { name: 'Reload' }));
    const fresh = (await within(window).findByRole('textbox', { name: 'Draft' })) as HTMLInputElement;
    expect(fresh.value).toBe('');
  });

  it('opens the menu from the keyboard (Shift+F10) too', async () => {
    renderApp();
    fireEvent.keyDown(screen.getByRole('link', { name: 'First link' }), { key: 'F10', shiftKey: true });
    expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Open in new tab' })).toBeInTheDocument();
  });

  it('records the achievement when a third window is open at once', async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('shiori:achievement', listener);
    renderApp();
    const open = screen.getByRole('button', { name: 'Open /first' });
    fireEvent.click(open);
    fireEvent.click(open);
    expect(localStorage.getItem(PAGE_WINDOWS_ACHIEVEMENT_KEY)).toBeNull();
    fireEvent.click(open);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(3));
    expect(localStorage.getItem(PAGE_WINDOWS_ACHIEVEMENT_KEY)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(events).toEqual([{ name: 'open3windows' }]);
    window.removeEventListener('shiori:achievement', listener);
  });

  it('copies the absolute link and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { modals } = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Open /first' }));
    const window = await screen.findByRole('dialog', { name: 'First page' });
    await act(async () => {
      fireEvent.click(within(window).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/first`);
    expect(modals.getToasts().map((toast) => toast.text)).toEqual(['Copied']);
  });
});
