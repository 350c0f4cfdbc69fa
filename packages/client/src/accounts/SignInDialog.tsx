import type { entities } from 'misskey-js';
import { useLayoutEffect, useRef, useState } from 'react';
import { type AccountApi, API_ERROR_IDS, describeApiError } from '@/api';
import { type I18n, useI18n } from '@/i18n';
import { Button, DialogFrame, Notice, TextField } from '@/ui';
import styles from './AuthDialog.module.css';
import { CAPTCHA_FAILED_ERROR_ID, useCaptcha } from './captcha/captcha';
import { assertPasskey } from './passkeyCeremony';
import { type AddressProblem, type RemoteSignIn, RemoteSignInBody, resolveSignIn } from './remote';
import { signinLimitText } from './signinLimit';
import { UsernameField } from './UsernameField';
import { isValidTwoFactorCode, normalizeTwoFactorCode } from './validation';

/** The local instance's answer for an account waiting for approval (code NOT_APPROVED, id its own). */
const NOT_APPROVED_ERROR_ID = 'b8e3f0d2-6a41-4c5e-9d17-3f2a8c6e4b90';

export interface SignInDialogProps {
  /** The server to sign in to, without a token. */
  api: AccountApi;
  /** Called with the new token; normally signs in and reloads, so it may never settle. */
  onSignedIn(token: string): Promise<void>;
  onCancel(): void;
  /** Offers "Create an account" when registration is open. */
  onWantsSignUp?: () => void;
  /** Where "Forgot password?" leads, offered when the server can mail a reset link. */
  forgotPasswordHref?: string;
  /**
   * Offers accounts on other servers (`@alice@other.example`, or a server address): `api`'s
   * server keeps the password flow, any other one goes through MiAuth or a pasted token.
   */
  remote?: RemoteSignIn;
  /**
   * `api`'s server's meta when it asks for a CAPTCHA (captchaMetaOf). Its answer goes with the
   * password; the server
   * checks it for accounts without two-factor only, as Misskey's.
   */
  captcha?: entities.MetaLite | null;
}

/**
 * 'remote': another server is chosen; 'token': a token made there is being pasted; 'passkey':
 * the password was right and the account's security key is asked for (a code still works).
 */
type Step = 'credentials' | 'totp' | 'passkey' | 'remote' | 'token';

export function SignInDialog({
  api,
  onSignedIn,
  onCancel,
  onWantsSignUp,
  forgotPasswordHref,
  remote,
  captcha = null,
}: SignInDialogProps) {
  const i18n = useI18n();
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [showServer, setShowServer] = useState(false);
  const [server, setServer] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const captchaState = useCaptcha(captcha);
  const [authRequest, setAuthRequest] = useState<entities.SigninWithPasskeyInitResponse['option'] | null>(
    null,
  );
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

  // Without `remote` the user field is a bare user name, as before servers could be named.
  const target = remote ? resolveSignIn(username, showServer ? server : '', api.origin) : null;
  const remoteTarget = target?.kind === 'remote' ? target : null;
  const problem = target?.kind === 'problem' && target.problem !== 'empty' ? target.problem : null;
  const accountName = target?.kind === 'default' ? target.username : username.trim();

  const canSubmit =
    step === 'credentials'
      ? remoteTarget !== null || (problem === null && accountName !== '' && password !== '')
      : step === 'totp'
        ? isValidTwoFactorCode(code)
        : step === 'token'
          ? token.trim() !== ''
          : true;

  const fail = (reason: unknown) => {
    setBusy(false);
    // The browser's own refusals (cancelled, timed out, no authenticator) are DOMExceptions or
    // the library's errors, never API errors.
    if (reason instanceof Error && !('id' in reason) && (step === 'passkey' || reason.name !== 'Error')) {
      setError(i18n.ts.passkeys.failed);
      return;
    }
    setError(
      signinLimitText(reason, i18n) ??
        describeApiError(reason, i18n, {
          [API_ERROR_IDS.incorrectCredentials]: i18n.ts.signin.incorrectCredentials,
          [API_ERROR_IDS.incorrectTwoFactorCode]: i18n.ts.signin.incorrectTwoFactorCode,
          [CAPTCHA_FAILED_ERROR_ID]: i18n.ts.captcha.failed,
          [NOT_APPROVED_ERROR_ID]: i18n.ts.signin.notApproved,
        }).text,
    );
    // A provider's token is good for one check only: a fresh widget for the next try.
    if (step === 'credentials') captchaState.retry();
    // Put the person back where the fix goes, with what they typed selected for retyping.
    setFocusAfterAnswer(step === 'totp' ? 'code' : 'password');
  };

  const submitRemote = async (origin: string, host: string) => {
    if (!remote) return;
    try {
      if (step === 'credentials') {
        await remote.probe(origin);
        setBusy(false);
        setStep('remote');
      } else if (step === 'remote') {
        remote.startMiAuth(origin);
      } else {
        await remote.signInWithToken(origin, token.trim());
      }
    } catch (reason) {
      setBusy(false);
      setError(
        step === 'credentials'
          ? i18n.t('signin.serverUnreachable', { host })
          : describeApiError(reason, i18n).text,
      );
    }
  };

  const submit = async () => {
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    if (remoteTarget) {
      await submitRemote(remoteTarget.origin, remoteTarget.host);
      return;
    }
    try {
      const response = await api.call('signin-flow', {
        username: accountName,
        password,
        ...(step === 'totp' ? { token: normalizeTwoFactorCode(code) } : {}),
        ...(step === 'passkey' && authRequest ? { credential: await assertPasskey(authRequest) } : {}),
        ...captchaState.fields,
      });
      if (response.finished) {
        await onSignedIn(response.i);
        return;
      }
      setBusy(false);
      if (response.next === 'totp') {
        setStep('totp');
        setFocusAfterAnswer('code');
      } else if (response.next === 'passkey') {
        setAuthRequest(response.authRequest);
        setStep('passkey');
      } else {
        setError(i18n.ts.signin.captchaUnsupported);
      }
    } catch (reason) {
      fail(reason);
    }
  };

  /** Password-less: the browser offers this site's passkeys; no user name or password. */
  const signInWithPasskey = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const init = await api.call('signin-with-passkey', {});
      const credential = await assertPasskey(init.option);
      const answer = await api.call('signin-with-passkey', { context: init.context, credential });
      await onSignedIn(answer.signinResponse.i);
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
          {step === 'remote' || step === 'token' ? (
            <Button
              onClick={() => {
                setError(null);
                setStep(step === 'token' ? 'remote' : 'credentials');
              }}
            >
              {i18n.ts.signin.back}
            </Button>
          ) : (
            <Button onClick={onCancel}>{i18n.ts.cancel}</Button>
          )}
          <Button type="submit" variant="primary" disabled={!canSubmit} busy={busy}>
            {submitLabel(step, remoteTarget?.host ?? null, i18n)}
          </Button>
        </>
      }
    >
      {error && <Notice tone="error">{error}</Notice>}
      {(step === 'remote' || step === 'token') && remoteTarget ? (
        <RemoteSignInBody
          host={remoteTarget.host}
          pasting={step === 'token'}
          token={token}
          onTokenChange={setToken}
          onWantsToken={() => {
            setError(null);
            setStep('token');
          }}
        />
      ) : step === 'credentials' ? (
        <div className={styles.fields}>
          <UsernameField
            value={username}
            onChange={setUsername}
            hint={remote ? i18n.ts.signin.usernameHint : undefined}
            error={problem && !showServer ? addressProblemText(problem, i18n) : null}
          />
          {showServer && (
            <TextField
              label={i18n.ts.signin.server}
              value={server}
              onChange={setServer}
              placeholder={new URL(api.origin).host}
              hint={i18n.ts.signin.serverHint}
              error={problem ? addressProblemText(problem, i18n) : null}
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              inputMode="url"
            />
          )}
          {!remoteTarget && (
            <TextField
              label={i18n.ts.password}
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              inputRef={passwordRef}
            />
          )}
          {!remoteTarget && captchaState.widget}
          {remote && !showServer && (
            <p className={styles.switch}>
              <Button variant="ghost" size="small" onClick={() => setShowServer(true)}>
                {i18n.ts.signin.otherServer}
              </Button>
            </p>
          )}
        </div>
      ) : step === 'passkey' ? (
        <div className={styles.fields}>
          <p className={styles.intro}>{i18n.ts.passkeys.secondFactorIntro}</p>
          <p className={styles.switch}>
            <Button variant="ghost" size="small" onClick={() => setStep('totp')}>
              {i18n.ts.passkeys.useCodeInstead}
            </Button>
          </p>
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
      {forgotPasswordHref && step === 'credentials' && !remoteTarget && (
        <p className={styles.switch}>
          <a href={forgotPasswordHref}>{i18n.ts.accountMail.forgotPassword}</a>
        </p>
      )}
      {step === 'credentials' && !remoteTarget && (
        <p className={styles.switch}>
          <Button variant="ghost" size="small" onClick={() => void signInWithPasskey()} disabled={busy}>
            {i18n.ts.passkeys.signInWithPasskey}
          </Button>
        </p>
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

function submitLabel(step: Step, remoteHost: string | null, i18n: I18n): string {
  if (step === 'remote' && remoteHost) return i18n.t('signin.continueTo', { host: remoteHost });
  if (step === 'token') return i18n.ts.signIn;
  if (step === 'credentials') return remoteHost ? i18n.ts.continue : i18n.ts.signIn;
  if (step === 'passkey') return i18n.ts.passkeys.useKey;
  return i18n.ts.continue;
}

function addressProblemText(problem: AddressProblem, i18n: I18n): string {
  if (problem === 'scheme') return i18n.ts.signin.addressScheme;
  return i18n.ts.signin.addressInvalid;
}
