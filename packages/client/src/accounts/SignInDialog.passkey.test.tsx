import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, openInDialog } from '@/test/helpers';
import { assertPasskey } from './passkeyCeremony';
import { SignInDialog } from './SignInDialog';

// The browser's WebAuthn prompt is not in jsdom: the ceremony answers as an authenticator would.
vi.mock('./passkeyCeremony', () => ({ assertPasskey: vi.fn(), createPasskey: vi.fn() }));
const assertion = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: {},
  clientExtensionResults: {},
};
const authRequest = { challenge: 'c1', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] };

beforeEach(() => {
  vi.mocked(assertPasskey).mockReset();
});

function openSignIn(handler: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handler);
  const onSignedIn = vi.fn(async () => {});
  openInDialog(({ cancel }) => <SignInDialog api={api} onSignedIn={onSignedIn} onCancel={cancel} />);
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  return { api, onSignedIn, dialog, user: userEvent.setup() };
}

describe('SignInDialog with passkeys', () => {
  it('asks for the security key after the password and sends its assertion', async () => {
    vi.mocked(assertPasskey).mockResolvedValue(assertion as never);
    const { dialog, user, api, onSignedIn } = openSignIn((_endpoint, params) =>
      params.credential
        ? { finished: true, id: 'a1', i: 'token-1' }
        : { finished: false, next: 'passkey', authRequest },
    );
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Use passkey' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('token-1'));
    expect(assertPasskey).toHaveBeenCalledWith(authRequest);
    expect(api.calls[1]).toEqual({
      endpoint: 'signin-flow',
      params: { username: 'alice', password: 'secret', credential: assertion },
    });
  });

  it('offers a code instead of the key', async () => {
    const { dialog, user } = openSignIn(() => ({ finished: false, next: 'passkey', authRequest }));
    await user.type(within(dialog).getByLabelText('Username'), 'alice');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Use a code instead' }));
    expect(within(dialog).getByLabelText('Two-factor code')).toHaveValue('');
  });

  it('signs in with a passkey alone, and says so when the browser refuses', async () => {
    vi.mocked(assertPasskey).mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    const { dialog, user, api, onSignedIn } = openSignIn((_endpoint, params) =>
      params.context
        ? { signinResponse: { finished: true, id: 'a1', i: 'token-2' } }
        : { option: { challenge: 'c2' }, context: 'ctx-1' },
    );
    const button = within(dialog).getByRole('button', { name: 'Use a passkey' });
    await user.click(button);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The passkey could not be used');
    vi.mocked(assertPasskey).mockResolvedValueOnce(assertion as never);
    await user.click(button);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('token-2'));
    expect(api.calls.at(-1)).toEqual({
      endpoint: 'signin-with-passkey',
      params: { context: 'ctx-1', credential: assertion },
    });
  });
});
