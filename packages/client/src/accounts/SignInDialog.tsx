import { useLayoutEffect, useRef, useState } from 'react';
import { type AccountApi, API_ERROR_IDS, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, Notice, TextField } from '@/ui';
import styles from './AuthDialog.module.css';
import { signinLimitText } from './signinLimit';
import { UsernameField } from './UsernameField';
import { isValidTwoFactorCode, normalizeTwoFactorCode } from './validation';

export interface SignInDialogProps {
  /** The server to sign in to, without a token. */
  api: AccountApi;
  /** Called with the new token; normally signs in and reloads, so it may never settle. */
  onSignedIn(token: string): Promise<void>;
  onCancel(): void;
  /** Offers "Create an account" when registration is open. */
  onWantsSignUp?: () => void;
}

type Step = 'credentials' | 'totp';

export function SignInDialog({ api, onSignedIn, onCancel, onWantsSignUp }: SignInDialogProps) {
  const i18n = useI18n();
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const codeRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // Which field gets focus once the answer is on screen. Moving it in the same commit that
  // shows the error (not a frame later) means a person who has already clicked elsewhere,
  // or starts typing at once, never has their keystrokes land in another field.
  const [focusAfterAnswer, setFocusAfterAnswer] = useState<'password' | 'code' | null>(null);

  useLayoutEffect(() => {
    if (focusAfterAnswer === null) return;
    const field = focusAfterAnswer === 'code' ? codeRef.current : passwordRef.current;
    field?.focus();
    field?.select();
    setFocusAfterAnswer(null);
  }, [focusAfterAnswer]);

  const canSubmit =
    step === 'credentials' ? username.trim() !== '' && password !== '' : isValidTwoFactorCode(code);

  const fail = (reason: unknown) => {
    setBusy(false);
    setError(
      signinLimitText(reason, i18n) ??
        describeApiError(reason, i18n, {
          [API_ERROR_IDS.incorrectCredentials]: i18n.ts.signin.incorrectCredentials,
          [API_ERROR_IDS.incorrectTwoFactorCode]: i18n.ts.signin.incorrectTwoFactorCode,
        }).text,
    );
    // Put the person back where the fix goes, with what they typed selected for retyping.
    setFocusAfterAnswer(step === 'totp' ? 'code' : 'password');
  };

  const submit = async () => {
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    try {
      const response = await api.call('signin-flow', {
        username: username.trim(),
        password,
        ...(step === 'totp' ? { token: normalizeTwoFactorCode(code) } : {}),
      });
      if (response.finished) {
        await onSignedIn(response.i);
        return;
      }
      setBusy(false);
      if (response.next === 'totp') {
        setStep('totp');
        setFocusAfterAnswer('code');
      } else {
        setError(i18n.ts.signin.captchaUnsupported);
      }
    } catch (reason) {
      fail(reason);
    }
  };

  return (
    <DialogFrame
      title={i18n.ts.signin.title}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onCancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!canSubmit} busy={busy}>
            {step === 'credentials' ? i18n.ts.signIn : i18n.ts.continue}
          </Button>
        </>
      }
    >
      {error && <Notice tone="error">{error}</Notice>}
      {step === 'credentials' ? (
        <div className={styles.fields}>
          <UsernameField value={username} onChange={setUsername} />
          <TextField
            label={i18n.ts.password}
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            inputRef={passwordRef}
          />
        </div>
      ) : (
        <div className={styles.fields}>
          <p className={styles.intro}>{i18n.ts.signin.twoFactorIntro}</p>
          <TextField
            label={i18n.ts.signin.twoFactorCode}
            hint={i18n.ts.signin.twoFactorHint}
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            inputRef={codeRef}
            initialFocus
          />
        </div>
      )}
      {onWantsSignUp && step === 'credentials' && (
        <p className={styles.switch}>
          {i18n.ts.signin.noAccountYet}
          <Button variant="ghost" size="small" onClick={onWantsSignUp}>
            {i18n.ts.signin.createAccount}
          </Button>
        </p>
      )}
    </DialogFrame>
  );
}
