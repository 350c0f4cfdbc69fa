import { useEffect, useMemo } from 'react';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useModals } from '@/ui';
import { useAccountContext } from './AccountContext';
import { captchaMetaOf } from './captcha/captcha';
import { LazyDialog, lazyModule } from './lazyDialog';
import { type RemoteSignIn, startMiAuth } from './remote';
import { createSigninApi } from './signinApi';

type AuthDialogOutcome = 'switchToSignUp' | 'switchToSignIn';

// The dialogs (with their captcha, passkey and remote sign-in parts) are loaded when one opens:
// start-up draws neither, and a signed-in session may never open one. A visitor, whose page
// offers them, fetches them once the page is idle, so a press opens one without a wait; a
// press before that opens the dialog at once, saying it loads (or why it could not).
const signInDialog = lazyModule(() => import('./SignInDialog'));
const signUpDialog = lazyModule(() => import('./SignUpDialog'));

function prefetchDialogs(): () => void {
  const load = () => {
    signInDialog.prefetch();
    signUpDialog.prefetch();
  };
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(load, 2000);
    return () => window.clearTimeout(timer);
  }
  const id = window.requestIdleCallback(load, { timeout: 5000 });
  return () => window.cancelIdleCallback(id);
}

/**
 * Opens the sign-in and sign-up dialogs. Both end in a signed-in reload as the new account,
 * which is also added to the saved accounts: that is how "Add account" works too.
 */
export function useAccountDialogs() {
  const modals = useModals();
  const { account, anonymousApi, session } = useAccountContext();
  const signedOut = account === null;
  useEffect(() => (signedOut ? prefetchDialogs() : undefined), [signedOut]);
  const instance = useInstance();
  const i18n = useI18n();
  // Signed in on another server, the dialogs still sign in to (and up on) the default one.
  const defaultOrigin = instance.defaultOrigin ?? anonymousApi.origin;
  // Sign-up is offered whenever the server answered: with registration closed
  // (`disableRegistration`) it takes an invitation code, as in Misskey.
  const registrationOpen = instance.meta !== null;
  const invitationRequired = instance.meta?.disableRegistration === true;
  const emailRequired = instance.meta?.emailRequiredForSignup === true;
  // A Misskey fork's meta field (sign-up by approval), which misskey-js does not type.
  const approvalRequired =
    (instance.meta as { approvalRequiredForSignup?: boolean } | null)?.approvalRequiredForSignup === true;
  const mailSetUp = instance.meta?.enableEmail === true;
  const captcha = captchaMetaOf(instance.meta);
  const signinApi = useMemo(() => createSigninApi(defaultOrigin), [defaultOrigin]);
  const signupApi = useMemo(
    () => (defaultOrigin === anonymousApi.origin ? anonymousApi : createSigninApi(defaultOrigin)),
    [anonymousApi, defaultOrigin],
  );
  const remote = useMemo(
    (): RemoteSignIn => ({
      probe: async (origin) => {
        await createSigninApi(origin).call('meta', { detail: false });
      },
      startMiAuth: (origin) =>
        startMiAuth(origin, { name: i18n.ts.appName, icon: instance.meta?.iconUrl ?? null }),
      signInWithToken: (origin, token) => session.signin(token, origin),
    }),
    [i18n, instance.meta, session],
  );

  const onSignedIn = (token: string) => session.signin(token, defaultOrigin);

  async function openSignUp(): Promise<void> {
    const outcome = await modals.open<AuthDialogOutcome>(({ done, cancel }) => (
      <LazyDialog module={signUpDialog} title={i18n.ts.signup.title} onCancel={cancel}>
        {({ SignUpDialog }) => (
          <SignUpDialog
            api={signupApi}
            invitationRequired={invitationRequired}
            emailRequired={emailRequired}
            approvalRequired={approvalRequired}
            mailSetUp={mailSetUp}
            captcha={captcha}
            onSignedIn={onSignedIn}
            onCancel={cancel}
            onWantsSignIn={() => done('switchToSignIn')}
          />
        )}
      </LazyDialog>
    ));
    if (!outcome.canceled && outcome.result === 'switchToSignIn') await openSignIn();
  }

  async function openSignIn(): Promise<void> {
    const outcome = await modals.open<AuthDialogOutcome>(({ done, cancel }) => (
      <LazyDialog module={signInDialog} title={i18n.ts.signin.title} onCancel={cancel}>
        {({ SignInDialog }) => (
          <SignInDialog
            api={signinApi}
            captcha={captcha}
            onSignedIn={onSignedIn}
            onCancel={cancel}
            onWantsSignUp={registrationOpen ? () => done('switchToSignUp') : undefined}
            forgotPasswordHref={mailSetUp ? '/reset-password' : undefined}
            remote={remote}
          />
        )}
      </LazyDialog>
    ));
    if (!outcome.canceled && outcome.result === 'switchToSignUp') await openSignUp();
  }

  return { openSignIn, openSignUp, registrationOpen };
}
