import { useAccountContext, useSignedInAccount } from '@/accounts';
import { isApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import styles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { Button, openAlert, openTextInput, openWaiting, useModals, useToast } from '@/ui';
import { CLIENT_VERSION } from '@/version';
import own from '../preferencesBackups/PreferencesBackups.module.css';
import { clearClientCaches, debugText } from './clientCaches';
import local from './OtherSettings.module.css';

/**
 * /settings/other: debug information to copy into a bug report, clearing the client's caches,
 * and deleting the account. There are no experimental switches in the settings yet; they
 * would be listed here.
 */
export function OtherSettingsPage() {
  const i18n = useI18n();
  const t = i18n.ts.otherSettings;
  const { api, session } = useAccountContext();
  const account = useSignedInAccount();
  const { meta } = useInstance();
  const modals = useModals();
  const toast = useToast();

  const facts = [
    { label: t.clientVersion, value: CLIENT_VERSION },
    { label: t.serverVersion, value: meta?.version ?? '?' },
    { label: t.userAgent, value: navigator.userAgent },
  ];

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(debugText(facts));
      toast(t.copied);
    } catch {
      toast(t.copyFailed);
    }
  };

  const clearCaches = () => {
    try {
      clearClientCaches(window.localStorage);
    } catch {
      // Storage refused: there is nothing cached to clear; the reload fetches fresh anyway.
    }
    window.location.reload();
  };

  const deleteAccount = async () => {
    const password = await openTextInput(modals, {
      title: i18n.t('otherSettings.deleteConfirm', { username: account.username }),
      text: t.deleteLead,
      label: t.password,
      type: 'password',
      autoComplete: 'current-password',
      minLength: 1,
      okLabel: t.deleteAccount,
      cancelLabel: i18n.ts.cancel,
    });
    if (password.canceled) return;
    let token: string | null = null;
    if (account.twoFactorEnabled) {
      const code = await openTextInput(modals, {
        title: t.twoFactorCode,
        label: t.twoFactorCode,
        autoComplete: 'one-time-code',
        minLength: 1,
        okLabel: t.deleteAccount,
        cancelLabel: i18n.ts.cancel,
      });
      if (code.canceled) return;
      token = code.result.trim();
    }
    const waiting = openWaiting(modals);
    try {
      await api.call('i/delete-account', { password: password.result, token });
    } catch (error) {
      waiting.close();
      const code = isApiError(error) ? error.code : null;
      const title =
        code === 'INCORRECT_PASSWORD' || code === 'INCORRECT_TWO_FACTOR_CODE'
          ? t.wrongPassword
          : code === 'LAST_ADMINISTRATOR'
            ? t.lastAdministrator
            : t.deleteFailed;
      await openAlert(modals, { title, okLabel: i18n.ts.ok });
      return;
    }
    waiting.close();
    await openAlert(modals, { title: t.deleted, okLabel: i18n.ts.ok });
    // Forgets the account on this device and moves to another saved one, or the start page.
    await session.signout();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <section className={`${styles.panel} ${own.section}`} aria-labelledby="other-debug">
        <h2 id="other-debug" className={own.name}>
          {t.debugTitle}
        </h2>
        <dl className={local.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={local.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button size="small" onClick={copy}>
            {t.copy}
          </Button>
        </div>
      </section>
      <section className={`${styles.panel} ${own.section}`} aria-labelledby="other-cache">
        <h2 id="other-cache" className={own.name}>
          {t.cacheTitle}
        </h2>
        <p className={styles.muted}>{t.cacheLead}</p>
        <div className={styles.actions}>
          <Button onClick={clearCaches}>{t.clearCache}</Button>
        </div>
      </section>
      <section className={`${styles.panel} ${own.section}`} aria-labelledby="other-developer">
        <h2 id="other-developer" className={own.name}>
          {i18n.ts.devtools.developer}
        </h2>
        <p className={styles.muted}>{i18n.ts.devtools.developerLead}</p>
        <div className={styles.actions}>
          <Link to="/api-console" className={styles.linkButton}>
            {i18n.ts.devtools.apiConsole}
          </Link>
          <Link to="/registry" className={styles.linkButton}>
            {i18n.ts.devtools.registry}
          </Link>
          <Link to="/scratchpad" className={styles.linkButton}>
            {i18n.ts.scratchpad.title}
          </Link>
        </div>
      </section>
      <section className={`${styles.panel} ${own.section}`} aria-labelledby="other-delete">
        <h2 id="other-delete" className={own.name}>
          {t.deleteTitle}
        </h2>
        <p className={styles.muted}>{t.deleteLead}</p>
        <div className={styles.actions}>
          <Button variant="danger" onClick={deleteAccount}>
            {t.deleteAccount}
          </Button>
        </div>
      </section>
    </div>
  );
}
