import { useState } from 'react';
import { type AccountApi, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, Notice, TextField } from '@/ui';
import { AccountFields } from './AccountFields';
import styles from './AuthDialog.module.css';
import { useNewAccountForm } from './useNewAccountForm';

/** The local instance's answer for a taken username. */
const USED_USERNAME_ERROR_ID = 'a6fe7464-b6cb-4b02-befa-a11acec589de';
/** The local instance's answers for a missing or unusable invitation code (ids of its own). */
const INVITATION_REQUIRED_ERROR_ID = '4b5fbcdc-ae68-4173-875c-ecc273fadd62';
const INVITATION_INVALID_ERROR_ID = 'a0ab923f-b675-426c-8f88-42a8edae0c9a';

export interface SignUpDialogProps {
  api: AccountApi;
  /** The server takes sign-ups by invitation code only (meta `disableRegistration`). */
  invitationRequired?: boolean;
  onSignedIn(token: string): Promise<void>;
  onCancel(): void;
  onWantsSignIn?: () => void;
}

export function SignUpDialog({
  api,
  invitationRequired = false,
  onSignedIn,
  onCancel,
  onWantsSignIn,
}: SignUpDialogProps) {
  const i18n = useI18n();
  const { username, password, fields, isValid } = useNewAccountForm();
  const [invitationCode, setInvitationCode] = useState('');
  const canSubmit = isValid && (!invitationRequired || invitationCode.trim() !== '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    try {
      const created = await api.call('signup', {
        username,
        password,
        ...(invitationRequired ? { invitationCode: invitationCode.trim() } : {}),
      });
      await onSignedIn(created.token);
    } catch (reason) {
      setBusy(false);
      setError(
        describeApiError(reason, i18n, {
          [USED_USERNAME_ERROR_ID]: i18n.ts.signup.usernameTaken,
          [INVITATION_REQUIRED_ERROR_ID]: i18n.ts.signup.invitationCodeRequired,
          [INVITATION_INVALID_ERROR_ID]: i18n.ts.signup.invitationCodeInvalid,
        }).text,
      );
    }
  };

  return (
    <DialogFrame
      title={i18n.ts.signup.title}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onCancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!canSubmit} busy={busy}>
            {i18n.ts.signup.submit}
          </Button>
        </>
      }
    >
      {error && <Notice tone="error">{error}</Notice>}
      {invitationRequired && (
        <TextField
          label={i18n.ts.signup.invitationCode}
          hint={i18n.ts.signup.invitationCodeHint}
          value={invitationCode}
          onChange={setInvitationCode}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          required
        />
      )}
      <AccountFields {...fields} />
      {onWantsSignIn && (
        <p className={styles.switch}>
          {i18n.ts.signup.haveAccount}
          <Button variant="ghost" size="small" onClick={onWantsSignIn}>
            {i18n.ts.signIn}
          </Button>
        </p>
      )}
    </DialogFrame>
  );
}
