import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, RouterProvider } from '@/router';
import { renderWithProviders } from '@/test/helpers';
import { ModalProvider } from '../modal/ModalHost';
import { ModalController } from '../modal/modalController';
import { UiPreferencesProvider } from '../preferences';
import { useContextMenu } from './contextMenu';
import { MenuButton } from './MenuButton';
import type { MenuItem } from './types';

function allItems(spies: {
  onTheme(v: string): void;
  onSound(v: boolean): void;
  onUser(): void;
}): MenuItem[] {
  return [
    { type: 'label', text: 'Options' },
    { type: 'link', text: 'Settings', to: '/settings' },
    { type: 'a', text: 'Source code', href: 'https://example.org/src' },
    { type: 'a', text: 'Script', href: 'javascript:alert(1)' },
    {
      type: 'user',
      user: { id: '1', username: 'bob', host: 'remote.example', name: 'Bob' },
      avatar: <img alt="" data-testid="bob-avatar" src="data:," />,
      action: spies.onUser,
    },
    { type: 'switch', text: 'Sounds', checked: false, onChange: spies.onSound },
    {
      type: 'radio',
      text: 'Theme',
      value: 'light',
      options: [
        { text: 'Light', value: 'light' },
        { text: 'Dark', value: 'dark' },
      ],
      onChange: spies.onTheme,
    },
    { type: 'divider' },
    { type: 'pending', text: 'Loading…' },
  ];
}

function setup(wrap = (node: React.ReactNode) => node, modals = new ModalController(() => false)) {
  const spies = { onTheme: vi.fn(), onSound: vi.fn(), onUser: vi.fn() };
  const history = createMemoryHistory('/');
  // As in the app, the modal host sits inside the router, so menus in dialogs can navigate.
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <RouterProvider routes={[{ path: '/' }, { path: '/settings' }]} history={history} base="/">
        <ModalProvider controller={modals}>
          {wrap(
            <MenuButton label="More" items={allItems(spies)}>
              …
            </MenuButton>,
          )}
        </ModalProvider>
      </RouterProvider>
    </I18nProvider>,
  );
  return { ...spies, history, user: userEvent.setup() };
}

describe('menu item types', () => {
  it('gives every item its role and name', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /More/ }));
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(menu).toHaveTextContent('Options');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    const external = screen.getByRole('menuitem', { name: 'Source code' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'nofollow noopener');
    // Only http(s) URLs become links.
    expect(screen.getByRole('menuitem', { name: 'Script' })).not.toHaveAttribute('href');
    const bob = screen.getByRole('menuitem', { name: /Bob @bob@remote.example/ });
    expect(bob.contains(screen.getByTestId('bob-avatar'))).toBe(true);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Sounds' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitem', { name: /Theme/ })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('toggles a switch and stays open', async () => {
    const { user, onSound } = setup();
    await user.click(screen.getByRole('button', { name: /More/ }));
    const sounds = screen.getByRole('menuitemcheckbox', { name: 'Sounds' });
    sounds.focus();
    await user.keyboard('{Enter}');
    expect(onSound).toHaveBeenCalledWith(true);
    expect(sounds).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menu', { name: 'More' })).toBeInTheDocument();
  });

  it('opens radio options as a submenu of menuitemradio and picks one', async () => {
    const { user, onTheme } = setup();
    await user.click(screen.getByRole('button', { name: /More/ }));
    screen.getByRole('menuitem', { name: /Theme/ }).focus();
    await user.keyboard('{ArrowRight}');
    const submenu = screen.getByRole('menu', { name: 'Theme' });
    expect(submenu).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onTheme).toHaveBeenCalledWith('dark');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('navigates in the app for a link item and closes', async () => {
    const { user, history } = setup();
    await user.click(screen.getByRole('button', { name: /More/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(history.current()).toBe('/settings');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('runs a user item', async () => {
    const { user, onUser } = setup();
    await user.click(screen.getByRole('button', { name: /More/ }));
    await user.click(screen.getByRole('menuitem', { name: /Bob/ }));
    expect(onUser).toHaveBeenCalledOnce();
  });
});

describe('menus as bottom sheets', () => {
  it('shows a drawer-style menu in a modal sheet whose submenus open by tap, with Back', async () => {
    const { user, onTheme } = setup(
      (node) => <UiPreferencesProvider value={{ menuStyle: 'drawer' }}>{node}</UiPreferencesProvider>,
      new ModalController(() => true),
    );
    const button = screen.getByRole('button', { name: /More/ });
    await user.click(button);
    const sheet = screen.getByRole('dialog', { name: 'More' });
    expect(sheet.className).toMatch(/drawer/);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: /Theme/ }));
    expect(screen.getByRole('menu', { name: 'Theme' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Back' }));
    expect(screen.getByRole('menu', { name: 'More' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Theme/ }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(onTheme).toHaveBeenCalledWith('dark'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});

function Row({ onCopy }: { onCopy(): void }) {
  const props = useContextMenu(() => [{ type: 'button', text: 'Copy link', action: onCopy }], 'Link actions');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable row, as links in notes are.
    <div tabIndex={0} {...props}>
      A row
    </div>
  );
}

describe('context menus', () => {
  it('opens at the pointer on right click, and from the keyboard with Shift+F10', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    renderWithProviders(<Row onCopy={onCopy} />, new ModalController(() => false));
    const row = screen.getByText('A row');
    fireEvent.contextMenu(row, { clientX: 40, clientY: 50 });
    const popup = screen.getByRole('dialog', { name: 'Link actions' });
    expect(popup.className).toMatch(/popup/);
    expect(screen.getByRole('menu', { name: 'Link actions' })).toBeInTheDocument();
    act(() => popup.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('menu')).toBeNull();

    row.focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onCopy).toHaveBeenCalledOnce());
    expect(row).toHaveFocus();
  });
});

// The items arrive when the test says so: a timer raced the click's own steps on a busy machine.
function LoadingMenu({ arrival }: { arrival: Promise<void> }) {
  const [loaded, setLoaded] = useState(false);
  const items: MenuItem[] = loaded
    ? [{ type: 'button', text: 'Switch to @bob', action: () => {} }]
    : [{ type: 'pending', text: 'Loading…' }];
  return (
    <MenuButton
      label="Accounts"
      items={items}
      onOpenChange={(open) => open && void arrival.then(() => setLoaded(true))}
    >
      …
    </MenuButton>
  );
}

describe('a sheet whose items arrive after it opens', () => {
  it('shows the new items', async () => {
    const user = userEvent.setup();
    let arrive = () => {};
    const arrival = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    render(
      <I18nProvider i18n={fallbackI18n()}>
        <UiPreferencesProvider value={{ menuStyle: 'drawer' }}>
          <ModalProvider controller={new ModalController(() => true)}>
            <LoadingMenu arrival={arrival} />
          </ModalProvider>
        </UiPreferencesProvider>
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: /Accounts/ }));
    expect(screen.getByRole('dialog', { name: 'Accounts' })).toHaveTextContent('Loading…');
    arrive();
    expect(await screen.findByRole('menuitem', { name: 'Switch to @bob' })).toBeInTheDocument();
  });
});
