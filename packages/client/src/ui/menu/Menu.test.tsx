import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { MenuButton } from './MenuButton';
import type { MenuItem } from './types';

function setup() {
  const profile = vi.fn();
  const existing = vi.fn();
  const signOut = vi.fn();
  const items: MenuItem[] = [
    { type: 'button', text: 'Profile', action: profile },
    { type: 'divider' },
    {
      type: 'parent',
      text: 'Add account',
      children: [
        { type: 'button', text: 'Sign in to an existing account', action: existing },
        { type: 'button', text: 'Create a new account', action: vi.fn() },
      ],
    },
    { type: 'pending', text: 'Loading…' },
    { type: 'button', text: 'Sign out', action: signOut },
  ];
  renderWithProviders(
    <>
      <MenuButton label="Account menu" items={items}>
        @alice
      </MenuButton>
      <p>outside</p>
    </>,
  );
  return { profile, existing, signOut, user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('opens under its button with the first item focused', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: /Account menu/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('Profile')).toHaveFocus());
  });

  it('moves with Down/j/Tab and Up/k/Shift+Tab, skipping pending items and wrapping', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item('Add account')).toHaveFocus();
    await user.keyboard('j');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('k');
    expect(item('Add account')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(item('Profile')).toHaveFocus();
  });

  it('activates with Enter and Space, closing the menu and refocusing the button', async () => {
    const { user, profile, signOut } = setup();
    const button = screen.getByRole('button', { name: /Account menu/ });
    await user.click(button);
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(profile).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('opens a submenu from its parent item and goes back with Esc', async () => {
    const { user, existing } = setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('menu', { name: 'Add account' })).toBeInTheDocument();
    expect(item('Add account')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('Sign in to an existing account')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Add account' })).toBeNull();
    expect(item('Add account')).toHaveFocus();

    await user.click(item('Add account'));
    await user.click(item('Sign in to an existing account'));
    expect(existing).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes with Esc, returning focus to the button', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: /Account menu/ });
    await user.click(button);
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
