import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, openInDialog } from '@/test/helpers';
import { SignUpDialog } from './SignUpDialog';

function openSignUp(handler: Parameters<typeof fakeApi>[0], invitationRequired = false) {
  const api = fakeApi(handler);
  const onSignedIn = vi.fn(async () => {});
  openInDialog(({ cancel }) => (
    <SignUpDialog
      api={api}
      invitationRequired={invitationRequired}
      onSignedIn={onSignedIn}
      onCancel={cancel}
    />
  ));
  const dialog = screen.getByRole('dialog', { name: 'Create an account' });
  return { api, onSignedIn, dialog, user: userEvent.setup() };
}

describe('SignUpDialog', () => {
  it('validates the username and the password confirmation as you type', async () => {
    const { dialog, user } = openSignUp(() => null);
    const create = within(dialog).getByRole('button', { name: 'Create account' });
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveAccessibleDescription(/1–20 letters, digits or underscores/);

    await user.type(username, 'bad name!');
    expect(within(dialog).getByText('Use only letters, digits and underscores.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await user.clear(username);
    await user.type(username, 'bob');
    expect(username).not.toHaveAttribute('aria-invalid');

    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(password, 'pw-1');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Use at least 8 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pw-1');
    expect(create).toBeDisabled();

    await user.type(password, '-long');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription('Strength: medium.');
    expect(within(dialog).getByText('The passwords do not match')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Confirm password'), '-long');
    expect(within(dialog).queryByText('The passwords do not match')).toBeNull();
    expect(create).toBeEnabled();
  });

  it('shows a taken username clearly and keeps what was typed', async () => {
    const { dialog, user, onSignedIn } = openSignUp((_endpoint, params) => {
      if (params.username === 'admin') {
        throw apiError(
          'USED_USERNAME',
          'a6fe7464-b6cb-4b02-befa-a11acec589de',
          'This username is already taken.',
        );
      }
      return { id: 'n1', username: params.username, token: 'new-token' };
    });
    await user.type(within(dialog).getByLabelText('Username'), 'admin');
    await user.type(within(dialog).getByLabelText('Password'), 'pw-secret');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pw-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This username is already taken.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('pw-secret');

    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'bob');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('new-token'));
  });

  it('asks for an invitation code when the server needs one, sends it, and explains a bad one', async () => {
    const sent: unknown[] = [];
    const { dialog, user, onSignedIn } = openSignUp((_endpoint, params) => {
      sent.push(params.invitationCode);
      if (params.invitationCode !== 'GOODCODE') {
        throw apiError('INVALID_INVITATION_CODE', 'a0ab923f-b675-426c-8f88-42a8edae0c9a', 'Invalid.');
      }
      return { id: 'n1', username: params.username, token: 'new-token' };
    }, true);
    const create = within(dialog).getByRole('button', { name: 'Create account' });
    await user.type(within(dialog).getByLabelText('Username'), 'dave');
    await user.type(within(dialog).getByLabelText('Password'), 'pw-secret');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pw-secret');
    // The code is required: without it the form cannot be sent.
    expect(create).toBeDisabled();
    const code = within(dialog).getByLabelText('Invitation code');
    await user.type(code, 'WRONG');
    await user.click(create);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invitation code is unknown, already used or expired.',
    );
    await user.clear(code);
    await user.type(code, ' GOODCODE ');
    await user.click(create);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('new-token'));
    expect(sent).toEqual(['WRONG', 'GOODCODE']);
  });

  it('asks for an address when the server requires one, and says where the link went', async () => {
    const api = fakeApi((_endpoint, params) => {
      if (params.emailAddress === 'taken@example.com') {
        throw apiError('UNAVAILABLE_EMAIL_ADDRESS', '7395ba94-0c80-4e24-b94b-8ef03ea676ee', 'Unavailable.');
      }
      // A server that requires an address answers 204: the account waits for the mailed link.
      return null;
    });
    const onSignedIn = vi.fn(async () => {});
    openInDialog(({ cancel }) => (
      <SignUpDialog api={api} emailRequired mailSetUp onSignedIn={onSignedIn} onCancel={cancel} />
    ));
    const dialog = screen.getByRole('dialog', { name: 'Create an account' });
    const user = userEvent.setup();
    const create = within(dialog).getByRole('button', { name: 'Create account' });
    await user.type(within(dialog).getByLabelText('Username'), 'erin');
    await user.type(within(dialog).getByLabelText('Password'), 'pw-secret');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pw-secret');
    expect(create).toBeDisabled();
    const email = within(dialog).getByLabelText('E-mail address');
    await user.type(email, 'taken@example.com');
    await user.click(create);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This e-mail address cannot be used here. Check it, or try another.',
    );
    await user.clear(email);
    await user.type(email, ' erin@example.com ');
    await user.click(create);
    expect(
      await within(dialog).findByText(
        'Almost done: a link was sent to erin@example.com. Open it within 30 minutes to finish signing up.',
      ),
    ).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    const signups = api.calls.filter((c) => c.endpoint === 'signup');
    expect(signups.map((c) => c.params.emailAddress)).toEqual(['taken@example.com', 'erin@example.com']);
  });

  it('says why an address is refused: as email-address/available answers, or as the sign-up does', async () => {
    const reasons: Record<string, string | null> = {
      'x@mailinator.test': 'disposable',
      'x@nomail.test': 'mx',
      'x@listed.test': 'blacklist',
      'x@odd.test': null,
    };
    const api = fakeApi((endpoint, params) => {
      const address = params.emailAddress as string;
      if (endpoint === 'email-address/available') {
        return address in reasons
          ? { available: false, reason: reasons[address] }
          : { available: true, reason: null };
      }
      // Taken between the check and the sign-up: the local instance's error says why.
      throw {
        ...apiError('UNAVAILABLE_EMAIL_ADDRESS', '7395ba94-0c80-4e24-b94b-8ef03ea676ee'),
        info: { reason: 'used' },
      };
    });
    openInDialog(({ cancel }) => (
      <SignUpDialog api={api} emailRequired onSignedIn={vi.fn()} onCancel={cancel} />
    ));
    const dialog = screen.getByRole('dialog', { name: 'Create an account' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Username'), 'erin');
    await user.type(within(dialog).getByLabelText('Password'), 'pw-secret');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pw-secret');
    const email = within(dialog).getByLabelText('E-mail address');
    const create = within(dialog).getByRole('button', { name: 'Create account' });
    const refusedWith = async (address: string, sentence: string) => {
      await user.clear(email);
      await user.type(email, address);
      await user.click(create);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
    };
    await refusedWith('x@mailinator.test', 'Addresses from throwaway mail services are not accepted here.');
    await refusedWith('x@nomail.test', 'The domain of this address cannot receive mail.');
    await refusedWith('x@listed.test', 'This server does not accept addresses from this domain.');
    await refusedWith('x@odd.test', 'This e-mail address cannot be used here. Check it, or try another.');
    // Refused before the sign-up was sent.
    expect(api.calls.some((c) => c.endpoint === 'signup')).toBe(false);
    await refusedWith('erin@example.com', 'This address is already used by another account.');
    expect(api.calls.at(-1)?.endpoint).toBe('signup');
  });

  it('asks why when the server approves sign-ups, sends the reason, and says the account waits', async () => {
    // A server that approves sign-ups answers 204: no token until a moderator approves.
    const api = fakeApi(() => null);
    const onSignedIn = vi.fn(async () => {});
    openInDialog(({ cancel }) => (
      <SignUpDialog api={api} approvalRequired onSignedIn={onSignedIn} onCancel={cancel} />
    ));
    const dialog = screen.getByRole('dialog', { name: 'Create an account' });
    const user = userEvent.setup();
    const create = within(dialog).getByRole('button', { name: 'Create account' });
    await user.type(within(dialog).getByLabelText('Username'), 'erin');
    await user.type(within(dialog).getByLabelText('Password'), 'pw-secret');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pw-secret');
    expect(create).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: 'Why do you want to join?' });
    expect(reason).toHaveAccessibleDescription('A moderator reads this before your account can be used.');
    await user.type(reason, '  Bob told me about it  ');
    await user.click(create);
    expect(await within(dialog).findByText(/waiting for a moderator to approve it/)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(api.calls.map((c) => c.params.reason)).toEqual(['Bob told me about it']);
  });

  it('has no invitation code field when registration is open', () => {
    const { dialog } = openSignUp(() => null);
    expect(within(dialog).queryByLabelText('Invitation code')).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Why do you want to join?' })).toBeNull();
  });
});
