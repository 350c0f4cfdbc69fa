import { type FormEvent, useState } from 'react';
import {
  EmailField,
  isLongEnough,
  NewPasswordFields,
  useAccountContext,
  useAccountDialogs,
} from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { Button, Notice, TextField } from '@/ui';
import { mailLinkProblem } from './mailErrors';

/**
 * /reset-password/{token?} (minimal layout). Without a token: the form that asks for a link
 * (the answer never says whether the name and address matched). With one, from the mailed
 * link: a new password, under the sign-up rules.
 */
export function ResetPasswordPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const token = params.token;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.accountMail.resetTitle}</h1>
      {token ? <NewPasswordForm key={token} token={token} /> : <RequestLinkForm />}
    </div>
  );
}

/** A form's one call: busy while it runs, done once it succeeded, or the reason it failed. */
function useFormAction(
  canSubmit: boolean,
  action: () => Promise<unknown>,
  describe: (reason: unknown) => string,
) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
      setDone(true);
    } catch (reason) {
      setError(describe(reason));
    } finally {
      setBusy(false);
    }
  };
  return { busy, done, error, submit };
}

function RequestLinkForm() {
  const i18n = useI18n();
  const t = i18n.ts.accountMail;
  const { anonymousApi } = useAccountContext();
  const mailSetUp = useInstance().meta?.enableEmail !== false;
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const canSubmit = username.trim() !== '' && email.trim() !== '';
  const {
    busy,
    done: sent,
    error,
    submit,
  } = useFormAction(
    canSubmit,
    () =>
      anonymousApi.call('request-reset-password', {
        username: username.trim().replace(/^@/, ''),
        email: email.trim(),
      }),
    (reason) => describeApiError(reason, i18n).text,
  );

  if (sent) return <Notice tone="success">{t.resetRequested}</Notice>;
  return (
    <form className={pageStyles.panel} onSubmit={submit} noValidate>
      {!mailSetUp && <Notice tone="info">{t.notSetUp}</Notice>}
      <p className={pageStyles.lead}>{t.resetRequestLead}</p>
      {error && <Notice tone="error">{error}</Notice>}
      <TextField
        label={i18n.ts.username}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <EmailField value={email} onChange={setEmail} />
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" disabled={!canSubmit} busy={busy}>
          {t.sendLink}
        </Button>
      </div>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const i18n = useI18n();
  const t = i18n.ts.accountMail;
  const { anonymousApi } = useAccountContext();
  const { openSignIn } = useAccountDialogs();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const canSubmit = isLongEnough(password) && confirmation === password;
  const { busy, done, error, submit } = useFormAction(
    canSubmit,
    () => anonymousApi.call('reset-password', { token, password }),
    (reason) => mailLinkProblem(reason, i18n),
  );

  if (done) {
    return (
      <div className={pageStyles.panel}>
        <Notice tone="success">{t.passwordChanged}</Notice>
        <div className={pageStyles.actions}>
          <Button variant="primary" onClick={() => void openSignIn()}>
            {i18n.ts.signIn}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <form className={pageStyles.panel} onSubmit={submit} noValidate>
      <p className={pageStyles.lead}>{t.newPasswordLead}</p>
      {error && (
        <Notice tone="error">
          {error} <Link to="/reset-password">{t.requestNewLink}</Link>
        </Notice>
      )}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        passwordLabel={i18n.ts.accountMail.newPassword}
      />
      <div className={pageStyles.actions}>
        <Button type="submit" variant="primary" disabled={!canSubmit} busy={busy}>
          {t.setPassword}
        </Button>
      </div>
    </form>
  );
}
