import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR_IDS } from '@/api';
import { apiError, fakeApi, openInDialog } from '@/test/helpers';
import { SignInDialog } from './SignInDialog';

const BACKUP_CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';

function openSignIn(handler: Parameters<typeof fakeApi>[0], withSignUp = false) {
  const api = fakeApi(handler);
  const onSignedIn = vi.fn(async () => {});
  const onWantsSignUp = vi.fn();
  openInDialog(({ cancel }) => (
    <SignInDialog
      api={api}
      onSignedIn={onSignedIn}
      onCancel={cancel}
      onWantsSignUp={withSignUp ? onWantsSignUp : undefined}
    />
  ));
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  return { api, onSignedIn, onWantsSignUp, dialog, user: userEvent.setup() };
}

describe('SignInDialog', () => {
  it('enables Sign in only when both fields are filled, then signs in with the token', async () => {
    const { dialog, user, onSignedIn, api } = openSignIn(() => ({ finished: true, id: 'a1', i: 'token-1' }));
    const submit = within(dialog).getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('token-1'));
    expect(api.calls[0]).toEqual({
      endpoint: 'signin-flow',
      params: { username: 'alice', password: 'secret' },
    });
  });

  it('keeps the username and returns to the password after a wrong password', async () => {
    const { dialog, user } = openSignIn(() => {
      throw apiError('INCORRECT_CREDENTIALS', API_ERROR_IDS.incorrectCredentials, 'Incorrect.');
    });
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    // Focus moves together with the error, not a frame later.
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
  });

  it('says clearly that an account waits for approval', async () => {
    const { dialog, user, onSignedIn } = openSignIn(() => {
      throw apiError('NOT_APPROVED', 'b8e3f0d2-6a41-4c5e-9d17-3f2a8c6e4b90', 'Not approved.');
    });
    await user.type(within(dialog).getByLabelText('Username'), 'erin');
    await user.type(within(dialog).getByLabelText('Password'), 'pw-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account is waiting for a moderator to approve it. Try again once it is approved.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('lets the person retype the username at once after an error, without losing a keystroke', async () => {
    const { dialog, user } = openSignIn(() => {
      throw apiError('INCORRECT_CREDENTIALS', API_ERROR_IDS.incorrectCredentials, 'Incorrect.');
    });
    await user.type(within(dialog).getByLabelText('Username'), 'nobody');
    await user.type(within(dialog).getByLabelText('Password'), 'pw');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await within(dialog).findByRole('alert');
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('alice');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('pw');
  });

  it('says a limited sign-in must wait, and for how long', async () => {
    let answer: unknown = apiError('RATE_LIMIT_EXCEEDED', 'rl');
    const { dialog, user } = openSignIn(() => {
      throw answer;
    });
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'pw');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many failed sign-in attempts. Please try again later.',
    );

    // The per-account lock of the local instance says how long it lasts.
    answer = {
      ...apiError('TOO_MANY_AUTHENTICATION_FAILURES', '22d05606-fbcf-421a-a2db-b32610dcfd1b'),
      info: { resetMs: 90_000 },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Too many failed sign-in attempts. You can try again in 2 minutes.',
      ),
    );
  });

  it('asks for a two-factor code and validates its format', async () => {
    const { dialog, user, api, onSignedIn } = openSignIn((_endpoint, params) => {
      if (!params.token) return { finished: false, next: 'totp' };
      if (params.token === '000000') {
        throw apiError('INCORRECT_TOTP', API_ERROR_IDS.incorrectTwoFactorCode);
      }
      return { finished: true, id: 'a1', i: 'token-2fa' };
    });
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'pw');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    const code = await within(dialog).findByLabelText('Two-factor code');
    const proceed = within(dialog).getByRole('button', { name: 'Continue' });
    expect(code).toHaveAccessibleDescription(/6-digit code.*32-character backup codes/);
    expect(proceed).toBeDisabled();
    await user.type(code, '12345');
    expect(proceed).toBeDisabled();
    await user.clear(code);
    await user.type(code, '000000');
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect two-factor code');

    await user.clear(code);
    await user.type(code, BACKUP_CODE.toLowerCase());
    expect(proceed).toBeDisabled();
    await user.clear(code);
    await user.type(code, BACKUP_CODE);
    await user.click(proceed);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('token-2fa'));
    expect(api.calls.at(-1)?.params).toEqual({ username: 'alice', password: 'pw', token: BACKUP_CODE });
  });

  it('offers to create an account when registration is open', async () => {
    const { dialog, user, onWantsSignUp } = openSignIn(() => null, true);
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(onWantsSignUp).toHaveBeenCalled();
  });

  it('closes with Cancel', async () => {
    const { dialog, user } = openSignIn(() => null);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
