import { type FormEvent, useId, useState } from 'react';
import { EmailField, useAccountContext, useSignedInAccount } from '@/accounts';
import { API_ERROR_IDS, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, openPasswordDialog, useModals } from '@/ui';
import { EmailNotificationsSection } from './email/EmailNotificationsSection';
import { SettingsHeader } from './SettingsHeader';
import { useSavedNotice } from './useSavedNotice';

/** i/update-email's own answers (Misskey's ids). */
const EMAIL_ERRORS = {
  incorrectPassword: 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3',
  unavailable: 'a2defefb-f220-8849-0af6-17f816099323',
  required: '324c7a88-59f2-492f-903f-89134f93e47e',
} as const;

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'sent'; email: string }
  | { kind: 'removed' }
  | { kind: 'failed'; message: string };

/**
 * /settings/email: the address password resets are sent to. A new address counts once its
 * mailed link is opened; changing or removing it asks for the password (and the code). Below it,
 * which notifications are also mailed.
 */
export function EmailSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.emailSettings;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const mailSetUp = useInstance().meta?.enableEmail === true;
  const headingId = useId();
  const { text: savedText, announce } = useSavedNotice(i18n.ts.saved);
  const current = account.email ?? null;
  const [email, setEmail] = useState(current ?? '');
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const next = email.trim();
  const changed = next !== (current ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || state.kind === 'saving') return;
    const identity = await openPasswordDialog(modals, {
      twoFactorEnabled: account.twoFactorEnabled === true,
      text: t.confirmText,
    });
    if (identity.canceled) return;
    setState({ kind: 'saving' });
    try {
      const me = await api.call('i/update-email', {
        password: identity.result.password,
        token: identity.result.token,
        email: next === '' ? null : next,
      });
      updateMe(me);
      setState(next === '' ? { kind: 'removed' } : { kind: 'sent', email: next });
    } catch (error) {
      const message = describeApiError(error, i18n, {
        [EMAIL_ERRORS.incorrectPassword]: i18n.ts.securitySettings.incorrectPassword,
        [API_ERROR_IDS.incorrectTwoFactorCode]: i18n.ts.signin.incorrectTwoFactorCode,
        [EMAIL_ERRORS.unavailable]: t.unavailable,
        [EMAIL_ERRORS.required]: t.required,
      }).text;
      setState({ kind: 'failed', message });
    }
  };

  return (
    <div className={styles.page}>
      <SettingsHeader title={t.title} saved={savedText} />
      <form className={styles.panel} onSubmit={save} noValidate aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {t.title}
        </h2>
        <p className={styles.lead}>{t.lead}</p>
        {current ? (
          <p>
            {i18n.t('emailSettings.currentAddress', { email: current })}{' '}
            <strong>{account.emailVerified ? t.verified : t.notVerified}</strong>
          </p>
        ) : (
          <p className={styles.muted}>{t.noAddress}</p>
        )}
        {!mailSetUp && <Notice tone="info">{i18n.ts.accountMail.notSetUp}</Notice>}
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (state.kind !== 'saving') setState({ kind: 'idle' });
          }}
          hint={t.hint}
          required={false}
        />
        {state.kind === 'sent' && (
          <Notice tone="success">{i18n.t('emailSettings.sent', { email: state.email })}</Notice>
        )}
        {state.kind === 'removed' && <Notice tone="success">{t.removed}</Notice>}
        {state.kind === 'failed' && <Notice tone="error">{state.message}</Notice>}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={!changed || state.kind === 'saving'}>
            {state.kind === 'saving' ? i18n.ts.saving : next === '' && current ? t.remove : i18n.ts.save}
          </Button>
        </div>
      </form>
      <EmailNotificationsSection announce={announce} />
    </div>
  );
}
