import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetFreshSignup, isFreshSignup, markFreshSignup } from '@/accounts';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { SetupWizardResume } from './SetupWizardResume';

function renderAt(step: number) {
  const api = fakeApi((endpoint, params) => {
    if (endpoint === 'i/update') return makeMe(params as object);
    if (endpoint === 'users/recommendation') return [];
    return {};
  });
  const store = createMemorySettingsStore();
  store.set('accountSetupWizard', step);
  render(
    <SignedInShell store={store} api={api}>
      <SetupWizardResume />
    </SignedInShell>,
  );
  return { store, api };
}

describe('the setup wizard from the settings', () => {
  it('resumes at the saved step, saves each move, and keeps the step when put off', async () => {
    const { store } = renderAt(2);
    fireEvent.click(screen.getByRole('button', { name: 'Resume the account setup' }));
    const wizard = await screen.findByRole('dialog', { name: 'Set up your account' });
    expect(wizard).toHaveAccessibleDescription('Step 3 of 5');
    expect(await screen.findByText('No suggestions yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(store.get('accountSetupWizard')).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    const confirm = await screen.findByRole('dialog', { name: 'Really later?' });
    fireEvent.click(confirm.querySelector('button:last-child') as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get('accountSetupWizard')).toBe(3);
  });

  it('finishes at the last step and then offers to run it again', async () => {
    const { store } = renderAt(4);
    fireEvent.click(screen.getByRole('button', { name: 'Resume the account setup' }));
    const wizard = await screen.findByRole('dialog', { name: 'Set up your account' });
    expect(wizard).toHaveAccessibleDescription('Step 5 of 5');
    expect(screen.queryByRole('button', { name: 'Later' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get('accountSetupWizard')).toBe(-1);
    expect(screen.getByRole('button', { name: 'Run the account setup again' })).toBeInTheDocument();
  });

  it('saves the privacy switches with i/update and the visibility as a setting', async () => {
    const { store, api } = renderAt(1);
    fireEvent.click(screen.getByRole('button', { name: 'Resume the account setup' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Hide my online status' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.endpoint === 'i/update').map((c) => c.params)).toEqual([
        { hideOnlineStatus: true },
      ]),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Default visibility of new notes' }), {
      target: { value: 'followers' },
    });
    expect(store.get('defaultNoteVisibility')).toBe('followers');
  });

  it('marks only the accounts signed up here', () => {
    markFreshSignup('a');
    markFreshSignup('b');
    expect(isFreshSignup('a')).toBe(true);
    forgetFreshSignup('a');
    expect(isFreshSignup('a')).toBe(false);
    expect(isFreshSignup('b')).toBe(true);
    expect(isFreshSignup('c')).toBe(false);
  });
});
