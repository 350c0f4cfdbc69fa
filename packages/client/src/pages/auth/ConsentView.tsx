import { IconApps } from '@tabler/icons-react';
import { useState } from 'react';
import { AccountMenu } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice } from '@/ui';
import styles from './Consent.module.css';
import { permissionParts } from './consentRequest';

export interface ConsentProps {
  /** The app's name as it gave it (untrusted text, shown as text). */
  appName: string | null;
  /** An http(s) icon URL, or null for the generic icon. */
  iconUrl: URL | null;
  permissions: readonly string[];
  /** Where the app waits for the answer (http/https only); null: the user closes the window. */
  destination: URL | null;
  /**
   * Grants access; resolves with the URL to go to (the destination with the answer), a function
   * that leaves for it (a form post), or null when there is nowhere to go.
   */
  accept(): Promise<string | (() => void) | null>;
  /** Tells the app no (OAuth sends it back with access_denied); without it, denying is silent. */
  deny?: (() => void) | undefined;
  /** Why the user cannot allow from here (Allow is disabled), or null. */
  blocked?: string | null;
}

type Outcome =
  | { state: 'asking' }
  | { state: 'working' }
  | { state: 'failed'; reason: string }
  | { state: 'returning' }
  | { state: 'returningDenied' }
  | { state: 'accepted' }
  | { state: 'denied' };

/** One permission: what it is about, and whether the app may only read it or also change it. */
function PermissionItem({ permission }: { permission: string }) {
  const t = useI18n().ts.appAuth;
  const parts = permissionParts(permission);
  const labels = t.permissions as Record<string, string>;
  const label = parts.admin ? t.adminPermission : (labels[parts.subject] ?? null);
  return (
    <li className={styles.permission}>
      <span>
        {label ?? <code>{permission}</code>}
        {parts.admin && <code className={styles.detail}>{parts.subject}</code>}
      </span>
      {parts.access && (
        <span className={parts.access === 'write' ? styles.write : styles.read}>
          {parts.access === 'write' ? t.write : t.read}
        </span>
      )}
    </li>
  );
}

/**
 * The consent screen shared by MiAuth (/miauth) and the legacy flow (/auth): who asks, for
 * what, as which account, and where the answer goes. Denying tells the app nothing.
 */
export function ConsentView({
  appName,
  iconUrl,
  permissions,
  destination,
  accept,
  deny,
  blocked = null,
}: ConsentProps) {
  const i18n = useI18n();
  const t = i18n.ts.appAuth;
  const [outcome, setOutcome] = useState<Outcome>({ state: 'asking' });
  const name = appName?.trim() || t.unnamedApp;

  const onAccept = async () => {
    setOutcome({ state: 'working' });
    try {
      const next = await accept();
      if (typeof next === 'function') {
        setOutcome({ state: 'returning' });
        next();
      } else if (next) {
        setOutcome({ state: 'returning' });
        window.location.assign(next);
      } else {
        setOutcome({ state: 'accepted' });
      }
    } catch (error) {
      setOutcome({ state: 'failed', reason: describeApiError(error, i18n).text });
    }
  };

  const onDeny = () => {
    if (deny) {
      setOutcome({ state: 'returningDenied' });
      deny();
    } else {
      setOutcome({ state: 'denied' });
    }
  };

  if (outcome.state !== 'asking' && outcome.state !== 'working' && outcome.state !== 'failed') {
    const text = {
      denied: t.denied,
      accepted: t.acceptedClose,
      returning: t.returning,
      returningDenied: t.returningDenied,
    }[outcome.state];
    return (
      <div className={`${pageStyles.page} ${styles.consent}`}>
        <h1 className={pageStyles.title}>{t.title}</h1>
        <Notice tone={outcome.state === 'denied' || outcome.state === 'returningDenied' ? 'info' : 'success'}>
          {text}
        </Notice>
      </div>
    );
  }

  return (
    <div className={`${pageStyles.page} ${styles.consent}`}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <div className={styles.app}>
        {iconUrl ? (
          <img
            className={styles.icon}
            src={iconUrl.href}
            alt=""
            width={56}
            height={56}
            referrerPolicy="no-referrer"
          />
        ) : (
          <IconApps className={styles.icon} size={56} aria-hidden="true" />
        )}
        <p className={styles.asks}>{i18n.t('appAuth.asks', { name })}</p>
      </div>
      <h2 className={styles.heading}>{t.permissionsHeading}</h2>
      {permissions.length === 0 ? (
        <p className={pageStyles.muted}>{t.noPermissions}</p>
      ) : (
        <ul className={styles.permissions}>
          {permissions.map((p) => (
            <PermissionItem key={p} permission={p} />
          ))}
        </ul>
      )}
      <div className={styles.account}>
        <span>{t.actingAs}</span>
        <AccountMenu />
      </div>
      {destination && (
        <p className={pageStyles.muted}>{i18n.t('appAuth.destination', { host: destination.host })}</p>
      )}
      {outcome.state === 'failed' && <Notice tone="error">{outcome.reason}</Notice>}
      {blocked && <Notice tone="error">{blocked}</Notice>}
      <div className={pageStyles.actions}>
        <Button onClick={onDeny} disabled={outcome.state === 'working'}>
          {t.deny}
        </Button>
        <Button
          variant="primary"
          onClick={() => void onAccept()}
          disabled={outcome.state === 'working' || blocked !== null}
        >
          {t.accept}
        </Button>
      </div>
    </div>
  );
}
