import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { API_ERROR_IDS, describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, openPasswordDialog, useModals } from '@/ui';
import own from './Security.module.css';
import { type TwoFactorRegistration, TwoFactorSetupDialog } from './TwoFactorSetupDialog';

/** The two endpoints' own answers for a wrong password (Misskey's ids). */
const REGISTER_INCORRECT_PASSWORD_ID = '78d6c839-20c9-4c66-b90a-fc0542168b48';
const UNREGISTER_INCORRECT_PASSWORD_ID = '7add0395-9901-4098-82f9-4f67af65f775';

type Outcome =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string };

/**
 * Two-factor sign-in with an authenticator app (TOTP): its state, turning it on (password, then
 * the set-up dialog) and off (password and a current code, i/2fa/unregister).
 */
export function TwoFactorSection() {
  const i18n = useI18n();
  const t = i18n.ts.securitySettings;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const host = useInstance().host;
  const modals = useModals();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const enabled = account.twoFactorEnabled === true;

  // The main stream's meUpdated brings the same; asking keeps the page right without a stream.
  const refresh = async () => {
    try {
      updateMe(await api.call('i', {}));
    } catch {
      // The stream's meUpdated still brings the new state.
    }
  };

  const failure = (error: unknown, passwordId: string) =>
    describeApiError(error, i18n, {
      [passwordId]: t.incorrectPassword,
      [API_ERROR_IDS.incorrectTwoFactorCode]: i18n.ts.signin.incorrectTwoFactorCode,
    }).text;

  const enable = async () => {
    const identity = await openPasswordDialog(modals, { twoFactorEnabled: false, text: t.enableConfirm });
    if (identity.canceled) return;
    setOutcome({ kind: 'busy' });
    let registration: TwoFactorRegistration;
    try {
      registration = await api.call('i/2fa/register', { password: identity.result.password });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failure(error, REGISTER_INCORRECT_PASSWORD_ID) });
      return;
    }
    // Not closed by Esc or a click outside: the backup codes are shown only once. Its own Cancel
    // button ends the first step.
    const setup = await modals.open<boolean>(
      () => (
        <TwoFactorSetupDialog api={api} registration={registration} username={account.username} host={host} />
      ),
      { cancelable: false },
    );
    const on = !setup.canceled && setup.result;
    await refresh();
    setOutcome(on ? { kind: 'done', text: t.enabled } : { kind: 'none' });
  };

  const disable = async () => {
    const identity = await openPasswordDialog(modals, {
      twoFactorEnabled: true,
      title: t.disable,
      text: t.disableConfirm,
    });
    if (identity.canceled) return;
    setOutcome({ kind: 'busy' });
    try {
      await api.call('i/2fa/unregister', {
        password: identity.result.password,
        token: identity.result.token,
      });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failure(error, UNREGISTER_INCORRECT_PASSWORD_ID) });
      return;
    }
    await refresh();
    setOutcome({ kind: 'done', text: t.disabled });
  };

  const stock = account.twoFactorBackupCodesStock;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.sectionTitle}>
        {t.twoFactorTitle}
      </h2>
      <p className={own.state}>
        {enabled ? (
          <IconShieldCheck className={own.success} size={20} aria-hidden="true" />
        ) : (
          <IconShieldOff className={own.muted} size={20} aria-hidden="true" />
        )}
        <span>{enabled ? t.twoFactorOn : t.twoFactorOff}</span>
      </p>
      {enabled && stock === 'partial' && <p className={styles.muted}>{t.backupCodesPartial}</p>}
      {enabled && stock === 'none' && <Notice tone="info">{t.backupCodesNone}</Notice>}
      {outcome.kind === 'done' && <Notice tone="success">{outcome.text}</Notice>}
      {outcome.kind === 'failed' && <Notice tone="error">{outcome.text}</Notice>}
      <div className={styles.actions}>
        {enabled ? (
          <Button onClick={() => void disable()} busy={outcome.kind === 'busy'}>
            {t.disable}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void enable()} busy={outcome.kind === 'busy'}>
            {t.enable}
          </Button>
        )}
      </div>
    </section>
  );
}
