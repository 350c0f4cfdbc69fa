import { useState } from 'react';
import { type AccountApi, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, Notice } from '@/ui';
import { AccountFields } from './AccountFields';
import styles from './AuthDialog.module.css';
import { useNewAccountForm } from './useNewAccountForm';

/** The local instance's answer for a taken username. */
const USED_USERNAME_ERROR_ID = 'a6fe7464-b6cb-4b02-befa-a11acec589de';

export interface SignUpDialogProps {
  api: AccountApi;
  onSignedIn(token: string): Promise<void>;
  onCancel(): void;
  onWantsSignIn?: () => void;
}

export function SignUpDialog({ api, onSignedIn, onCancel, onWantsSignIn }: SignUpDialogProps) {
  const i18n = useI18n();
  const { username, password, fields, isValid: canSubmit } = useNewAccountForm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    try {
      const created = await api.call('signup', { username, password });
      await onSignedIn(created.token);
    } catch (reason) {
      setBusy(false);
      setError(
        describeApiError(reason, i18n, { [USED_USERNAME_ERROR_ID]: i18n.ts.signup.usernameTaken }).text,
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
