import { IconKey } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useAccountContext, useSignedInAccount } from '@/accounts';
import { createPasskey } from '@/accounts/passkeyCeremony';
import { API_ERROR_IDS, describeApiError } from '@/api';
import { RelativeTime, useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Button, Notice, openConfirm, openPasswordDialog, openTextInput, useModals } from '@/ui';
import { Toggle } from '../SettingControls';
import own from './Security.module.css';

/** Misskey's ids for a wrong password at i/2fa/register-key, key-done and remove-key. */
const INCORRECT_PASSWORD_IDS = [
  '38769596-efe2-4faf-9bec-abbb3f2cd9ba',
  '0d7ec6d2-e652-443e-a7bf-9ee9a0cd77b0',
  '141c598d-a825-44c8-9173-cfb9d92be493',
];

type Outcome =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string };

/**
 * Passkeys (WebAuthn security keys): add one (password and code, the browser's own prompt, then
 * a name), rename or remove each, and allow signing in with a passkey alone. As in Misskey, keys
 * come on top of an authenticator app, so this asks for two-factor first.
 */
export function PasskeysSection() {
  const i18n = useI18n();
  const t = i18n.ts.passkeys;
  const account = useSignedInAccount();
  const { api, updateMe } = useAccountContext();
  const modals = useModals();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const keys = account.securityKeysList ?? [];
  const twoFactor = account.twoFactorEnabled === true;

  const refresh = async () => {
    try {
      updateMe(await api.call('i', {}));
    } catch {
      // The stream's meUpdated still brings the new state.
    }
  };

  const failure = (error: unknown) => {
    const known: Record<string, string> = {
      [API_ERROR_IDS.incorrectTwoFactorCode]: i18n.ts.signin.incorrectTwoFactorCode,
    };
    for (const id of INCORRECT_PASSWORD_IDS) known[id] = i18n.ts.securitySettings.incorrectPassword;
    // The browser's own refusals (cancelled, no authenticator) are not API errors.
    return error instanceof Error && error.name.endsWith('Error') && !('id' in error)
      ? t.failed
      : describeApiError(error, i18n, known).text;
  };

  const add = async () => {
    const identity = await openPasswordDialog(modals, { twoFactorEnabled: true, text: t.addPassword });
    if (identity.canceled) return;
    setOutcome({ kind: 'busy' });
    try {
      const { password, token } = identity.result;
      const options = await api.call('i/2fa/register-key', { password, token });
      const credential = await createPasskey(options);
      const named = await openTextInput(modals, {
        title: t.nameTitle,
        label: t.name,
        default: t.defaultName,
        minLength: 1,
        maxLength: 30,
      });
      if (named.canceled) {
        setOutcome({ kind: 'none' });
        return;
      }
      await api.call('i/2fa/key-done', { password, name: named.result, credential });
      await refresh();
      setOutcome({ kind: 'done', text: t.added });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failure(error) });
    }
  };

  const rename = async (id: string, name: string) => {
    const named = await openTextInput(modals, {
      title: t.rename,
      label: t.name,
      default: name,
      minLength: 1,
      maxLength: 30,
    });
    if (named.canceled) return;
    try {
      await api.call('i/2fa/update-key', { credentialId: id, name: named.result });
      await refresh();
    } catch (error) {
      setOutcome({ kind: 'failed', text: failure(error) });
    }
  };

  const remove = async (id: string, name: string) => {
    const sure = await openConfirm(modals, {
      title: t.remove,
      text: i18n.t('passkeys.removeConfirm', { name }),
      okLabel: t.remove,
      cancelLabel: i18n.ts.cancel,
      danger: true,
    });
    if (!sure) return;
    const identity = await openPasswordDialog(modals, {
      twoFactorEnabled: twoFactor,
      text: t.removePassword,
    });
    if (identity.canceled) return;
    try {
      await api.call('i/2fa/remove-key', { ...identity.result, credentialId: id });
      await refresh();
      setOutcome({ kind: 'done', text: t.removed });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failure(error) });
    }
  };

  const setPasswordLess = async (value: boolean) => {
    try {
      await api.call('i/2fa/password-less', { value });
      await refresh();
    } catch (error) {
      setOutcome({ kind: 'failed', text: failure(error) });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={own.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      {!twoFactor && <Notice tone="info">{t.needsTwoFactor}</Notice>}
      {keys.length === 0 ? (
        twoFactor && <p className={styles.muted}>{t.none}</p>
      ) : (
        <ul className={own.keys} aria-label={t.title}>
          {keys.map((key) => (
            <li key={key.id} className={own.key}>
              <IconKey className={own.muted} size={20} aria-hidden="true" />
              <span className={own.keyName}>
                <span>{key.name}</span>
                <span className={styles.muted}>
                  {t.lastUsed} <RelativeTime time={key.lastUsed} />
                </span>
              </span>
              <span className={own.keyActions}>
                <Button
                  size="small"
                  onClick={() => void rename(key.id, key.name)}
                  aria-label={`${t.rename}: ${key.name}`}
                >
                  {t.rename}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => void remove(key.id, key.name)}
                  aria-label={`${t.remove}: ${key.name}`}
                >
                  {t.remove}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {keys.length > 0 && (
        <Toggle
          label={t.passwordLess}
          role="switch"
          checked={account.usePasswordLessLogin === true}
          onChange={(value) => void setPasswordLess(value)}
        />
      )}
      {outcome.kind === 'done' && <Notice tone="success">{outcome.text}</Notice>}
      {outcome.kind === 'failed' && <Notice tone="error">{outcome.text}</Notice>}
      {twoFactor && (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => void add()} busy={outcome.kind === 'busy'}>
            {t.add}
          </Button>
        </div>
      )}
    </section>
  );
}
