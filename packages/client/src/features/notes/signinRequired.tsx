import { useAccountDialogs } from '@/accounts';
import type { I18n } from '@/i18n';
import { Button, DialogFrame, type ModalController } from '@/ui';

type Choice = 'signIn' | 'signUp';

/**
 * Spec 001 §6: a signed-out visitor who tries to act is told to sign in, and offered the way
 * there (sign in, or sign up where the server takes new accounts); the action is aborted.
 */
export async function openSigninRequired(modals: ModalController, i18n: I18n): Promise<void> {
  // The dialogs are opened from inside the dialog, where the account context is at hand; this
  // one closes first so the sign-in dialog does not sit on top of it.
  let next: (() => Promise<void>) | undefined;
  await modals.open<Choice>(({ done, cancel }) => (
    <SigninRequiredDialog
      i18n={i18n}
      onCancel={cancel}
      onChoose={(choice, open) => {
        next = open;
        done(choice);
      }}
    />
  ));
  await next?.();
}

function SigninRequiredDialog({
  i18n,
  onCancel,
  onChoose,
}: {
  i18n: I18n;
  onCancel: () => void;
  onChoose: (choice: Choice, open: () => Promise<void>) => void;
}) {
  const { openSignIn, openSignUp, registrationOpen } = useAccountDialogs();
  return (
    <DialogFrame
      title={i18n.ts.notes.signinRequired}
      description={i18n.ts.notes.signinRequiredText}
      actions={
        <>
          <Button onClick={onCancel}>{i18n.ts.cancel}</Button>
          {registrationOpen && (
            <Button onClick={() => onChoose('signUp', openSignUp)}>{i18n.ts.signUp}</Button>
          )}
          <Button variant="primary" data-autofocus="" onClick={() => onChoose('signIn', openSignIn)}>
            {i18n.ts.signIn}
          </Button>
        </>
      }
    />
  );
}
