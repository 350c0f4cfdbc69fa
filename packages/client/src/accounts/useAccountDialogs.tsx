import { useMemo } from 'react';
import { useInstance } from '@/instance';
import { useModals } from '@/ui';
import { useAccountContext } from './AccountContext';
import { SignInDialog } from './SignInDialog';
import { SignUpDialog } from './SignUpDialog';
import { createSigninApi } from './signinApi';

type AuthDialogOutcome = 'switchToSignUp' | 'switchToSignIn';

/**
 * Opens the sign-in and sign-up dialogs. Both end in a signed-in reload as the new account,
 * which is also added to the saved accounts: that is how "Add account" works too.
 */
export function useAccountDialogs() {
  const modals = useModals();
  const { anonymousApi, session } = useAccountContext();
  const instance = useInstance();
  // Sign-up is offered whenever the server answered: with registration closed
  // (`disableRegistration`) it takes an invitation code, as in Misskey.
  const registrationOpen = instance.meta !== null;
  const invitationRequired = instance.meta?.disableRegistration === true;
  const signinApi = useMemo(() => createSigninApi(anonymousApi.origin), [anonymousApi.origin]);

  const onSignedIn = (token: string) => session.signin(token, anonymousApi.origin);

  async function openSignUp(): Promise<void> {
    const outcome = await modals.open<AuthDialogOutcome>(({ done, cancel }) => (
      <SignUpDialog
        api={anonymousApi}
        invitationRequired={invitationRequired}
        onSignedIn={onSignedIn}
        onCancel={cancel}
        onWantsSignIn={() => done('switchToSignIn')}
      />
    ));
    if (!outcome.canceled && outcome.result === 'switchToSignIn') await openSignIn();
  }

  async function openSignIn(): Promise<void> {
    const outcome = await modals.open<AuthDialogOutcome>(({ done, cancel }) => (
      <SignInDialog
        api={signinApi}
        onSignedIn={onSignedIn}
        onCancel={cancel}
        onWantsSignUp={registrationOpen ? () => done('switchToSignUp') : undefined}
      />
    ));
    if (!outcome.canceled && outcome.result === 'switchToSignUp') await openSignUp();
  }

  return { openSignIn, openSignUp, registrationOpen };
}
