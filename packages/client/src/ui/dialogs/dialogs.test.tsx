import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import type { DialogResult } from '../modal/modalController';
import { openPasswordDialog, type PasswordResult } from './PasswordDialog';
import { openSelect } from './SelectDialog';
import { openTextInput } from './TextInputDialog';
import { openWaiting } from './WaitingDialog';

function openLimited(limits = { minLength: 3, maxLength: 5 }) {
  const { modals } = renderWithProviders(null);
  let outcome!: Promise<DialogResult<string>>;
  act(() => {
    outcome = openTextInput(modals, { title: 'Rename', label: 'Name', placeholder: 'New name', ...limits });
  });
  return { outcome, field: screen.getByLabelText('Name') as HTMLInputElement };
}

const ok = () => screen.getByRole('button', { name: 'OK' });

describe('text-input dialog', () => {
  it('keeps OK off while empty and explains a value below the minimum', async () => {
    const user = userEvent.setup();
    const { field } = openLimited();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('placeholder', 'New name');
    expect(ok()).toBeDisabled();
    await user.type(field, 'ab');
    expect(field).toHaveAccessibleDescription('2 / 3 characters: too short');
    expect(ok()).toBeDisabled();
  });

  it('explains a value above the maximum and ignores Enter while invalid', async () => {
    const user = userEvent.setup();
    const { field, outcome } = openLimited();
    const settled = vi.fn();
    void outcome.then(settled);
    await user.type(field, 'abcdef{Enter}');
    expect(field).toHaveAccessibleDescription('6 / 5 characters: too long');
    expect(ok()).toBeDisabled();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
  });

  it('submits a valid value with Enter', async () => {
    const user = userEvent.setup();
    const { field, outcome } = openLimited();
    await user.type(field, 'abcd{Enter}');
    await expect(outcome).resolves.toEqual({ canceled: false, result: 'abcd' });
  });

  it('starts from the default and offers a multi-line field', async () => {
    const { modals } = renderWithProviders(null);
    act(() => {
      void openTextInput(modals, { title: 'Bio', label: 'About you', default: 'Hi', type: 'textarea' });
    });
    const field = screen.getByLabelText('About you');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveValue('Hi');
  });
});

describe('select dialog', () => {
  it('is a radio group starting at the default', async () => {
    const user = userEvent.setup();
    const { modals } = renderWithProviders(null);
    let outcome!: Promise<DialogResult<string>>;
    act(() => {
      outcome = openSelect(modals, {
        title: 'Visibility',
        options: [
          { value: 'public', label: 'Public' },
          { value: 'home', label: 'Home' },
        ],
        default: 'home',
      });
    });
    expect(screen.getByRole('radio', { name: 'Home' })).toHaveAttribute('checked');
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.click(ok());
    await expect(outcome).resolves.toEqual({ canceled: false, result: 'public' });
  });
});

describe('password dialog', () => {
  function open(twoFactorEnabled: boolean) {
    const { modals } = renderWithProviders(null);
    let outcome!: Promise<DialogResult<PasswordResult>>;
    act(() => {
      outcome = openPasswordDialog(modals, { twoFactorEnabled });
    });
    return { outcome, cont: () => screen.getByRole('button', { name: 'Continue' }) };
  }

  it('needs the password only when two-factor is off', async () => {
    const user = userEvent.setup();
    const { outcome, cont } = open(false);
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    expect(cont()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await expect(outcome).resolves.toEqual({ canceled: false, result: { password: 'secret', token: null } });
  });

  it('needs a 6-digit code or a 32-character backup code when two-factor is on', async () => {
    const user = userEvent.setup();
    const { outcome, cont } = open(true);
    await user.type(screen.getByLabelText('Password'), 'secret');
    const code = screen.getByLabelText('Two-factor code');
    expect(cont()).toBeDisabled();
    await user.type(code, '12345');
    expect(cont()).toBeDisabled();
    await user.type(code, 'a');
    expect(cont()).toBeDisabled();
    await user.clear(code);
    await user.type(code, 'abcdefghijklmnopqrstuvwxyz012345');
    expect(cont()).toBeDisabled(); // backup codes are uppercase
    await user.clear(code);
    await user.type(code, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345');
    expect(cont()).toBeEnabled();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(cont());
    await expect(outcome).resolves.toEqual({
      canceled: false,
      result: { password: 'secret', token: '123456' },
    });
  });
});

describe('waiting dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner, then a success check, and closes itself 1 s later', async () => {
    vi.useFakeTimers();
    const { modals } = renderWithProviders(null);
    let waiting!: ReturnType<typeof openWaiting>;
    act(() => {
      waiting = openWaiting(modals);
    });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Working…');
    // Not dismissable while work runs.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => waiting.success());
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Done');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect(waiting.closed).resolves.toBeUndefined();
  });
});
