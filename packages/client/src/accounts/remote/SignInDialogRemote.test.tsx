import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, openInDialog } from '@/test/helpers';
import { SignInDialog } from '../SignInDialog';
import type { RemoteSignIn } from './RemoteSignInStep';

// The dialog's own server is https://example.test (fakeApi's origin).
function openSignIn(probe: RemoteSignIn['probe'] = async () => {}) {
  const api = fakeApi(() => ({ finished: true, id: 'a1', i: 'local-token' }));
  const onSignedIn = vi.fn(async () => {});
  const remote = {
    probe: vi.fn(probe),
    startMiAuth: vi.fn(),
    signInWithToken: vi.fn(async () => {}),
  };
  openInDialog(({ cancel }) => (
    <SignInDialog api={api} onSignedIn={onSignedIn} onCancel={cancel} remote={remote} />
  ));
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  return { api, onSignedIn, remote, dialog, user: userEvent.setup() };
}

describe('SignInDialog with other servers', () => {
  it('sends @user@host to that server by MiAuth, after checking it answers, without a password', async () => {
    const { dialog, user, remote, api } = openSignIn();
    await user.type(within(dialog).getByLabelText(/Username/), '@alice@other.example');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(remote.probe).toHaveBeenCalledWith('https://other.example');
    expect(within(dialog).getByText(/will open other\.example in this tab/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Continue to other.example' }));
    expect(remote.startMiAuth).toHaveBeenCalledWith('https://other.example');
    expect(api.calls).toEqual([]);
  });

  it('takes a pasted token made on that server instead', async () => {
    const { dialog, user, remote } = openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Use another server' }));
    await user.type(within(dialog).getByLabelText(/Server/), 'http://127.0.0.1:3001');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Paste an access token instead' }));
    const signIn = within(dialog).getByRole('button', { name: 'Sign in' });
    expect(signIn).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Access token'), ' tok-123 ');
    await user.click(signIn);
    await waitFor(() =>
      expect(remote.signInWithToken).toHaveBeenCalledWith('http://127.0.0.1:3001', 'tok-123'),
    );
    expect(remote.startMiAuth).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached, and keeps what was typed', async () => {
    const { dialog, user } = openSignIn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(within(dialog).getByLabelText(/Username/), '@alice@gone.example');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'gone.example could not be reached, or is not a Misskey server.',
    );
    expect(within(dialog).getByLabelText(/Username/)).toHaveValue('@alice@gone.example');
  });

  it('names a bad server address and offers nothing to submit', async () => {
    const { dialog, user, remote } = openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Use another server' }));
    const server = within(dialog).getByLabelText(/Server/);
    await user.type(server, 'ftp://files.example');
    expect(within(dialog).getByText('Only http:// and https:// addresses can be used.')).toBeInTheDocument();
    await user.clear(server);
    await user.type(server, 'https://other.example/notes/1');
    expect(within(dialog).getByText(/This is not a server address/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(remote.probe).not.toHaveBeenCalled();
  });

  it('keeps the password flow for a handle on its own server', async () => {
    const { dialog, user, onSignedIn, api, remote } = openSignIn();
    await user.type(within(dialog).getByLabelText(/Username/), '@alice@example.test');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pw');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('local-token'));
    expect(api.calls[0]?.params).toEqual({ username: 'alice', password: 'secret-pw' });
    expect(remote.probe).not.toHaveBeenCalled();
  });
});
