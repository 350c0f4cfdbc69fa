import { type FormEvent, useId, useState } from 'react';
import {
  isLongEnough,
  isValidTwoFactorCode,
  NewPasswordFields,
  useAccountContext,
  useSignedInAccount,
} from '@/accounts';
import { API_ERROR_IDS, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, TextField } from '@/ui';
import own from './Security.module.css';

/** The local instance's answer for a wrong current password (Misskey answers an internal error). */
const INCORRECT_PASSWORD_ID = 'e54c3ac4-1d5b-4d54-a2b6-3e7b1f0c2a61';

type ChangeState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'changed' }
  | { kind: 'failed'; message: string };

/** Changes the password (i/change-password), with a code when two-factor sign-in is on. */
export function PasswordSection() {
  const i18n = useI18n();
  const t = i18n.ts.securitySettings;
  const account = useSignedInAccount();
  const { api } = useAccountContext();
  const headingId = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [state, setState] = useState<ChangeState>({ kind: 'idle' });
  const needsCode = account.twoFactorEnabled === true;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (state.kind === 'changed' || state.kind === 'failed') setState({ kind: 'idle' });
  };

  const canSubmit =
    current !== '' &&
    isLongEnough(password) &&
    confirmation === password &&
    (!needsCode || isValidTwoFactorCode(code));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || state.kind === 'saving') return;
    setState({ kind: 'saving' });
    try {
      await api.call('i/change-password', {
        currentPassword: current,
        newPassword: password,
        ...(needsCode ? { token: code.replace(/\s+/g, '') } : {}),
      });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setCode('');
      setState({ kind: 'changed' });
    } catch (error) {
      const message = describeApiError(error, i18n, {
        [INCORRECT_PASSWORD_ID]: t.incorrectPassword,
        [API_ERROR_IDS.incorrectTwoFactorCode]: i18n.ts.signin.incorrectTwoFactorCode,
      }).text;
      setState({ kind: 'failed', message });
    }
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={own.sectionTitle}>
        {t.changePassword}
      </h2>
      <TextField
        label={t.currentPassword}
        type="password"
        value={current}
        onChange={edit(setCurrent)}
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={edit(setPassword)}
        onConfirmation={edit(setConfirmation)}
        passwordLabel={t.newPassword}
        confirmationLabel={t.confirmNewPassword}
      />
      {needsCode && (
        <TextField
          label={i18n.ts.signin.twoFactorCode}
          hint={i18n.ts.signin.twoFactorHint}
          value={code}
          onChange={edit(setCode)}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      {state.kind === 'changed' && <Notice tone="success">{t.changed}</Notice>}
      {state.kind === 'failed' && <Notice tone="error">{state.message}</Notice>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={!canSubmit} busy={state.kind === 'saving'}>
          {t.changePassword}
        </Button>
      </div>
    </form>
  );
}
