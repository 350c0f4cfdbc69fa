import { IconAlertTriangle, IconLifebuoy, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { isApiError } from '@/api';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import { CLIENT_VERSION, compareVersions } from '@/version';
import styles from './ErrorPage.module.css';

/** What the server's version says about the failure (spec 000 §2). */
export type VersionCheck = 'checking' | 'sameVersion' | 'unreachable' | 'newVersion';

const TROUBLESHOOTING_URL = `${import.meta.env.BASE_URL}troubleshooting.html`;

/** Asks the server for its version once: a mismatch means this tab runs an outdated client. */
function useVersionCheck(): VersionCheck {
  const { anonymousApi } = useAccountContext();
  const [check, setCheck] = useState<VersionCheck>('checking');
  useEffect(() => {
    let active = true;
    anonymousApi.call('meta', { detail: false }).then(
      (meta) => {
        if (!active) return;
        const version = (meta as { version?: unknown }).version;
        const same = typeof version === 'string' && compareVersions(version, CLIENT_VERSION) === 0;
        setCheck(same ? 'sameVersion' : 'newVersion');
      },
      (error: unknown) => {
        // An error answer still proves the server is there; only silence means unreachable.
        if (active) setCheck(isApiError(error) ? 'sameVersion' : 'unreachable');
      },
    );
    return () => {
      active = false;
    };
  }, [anonymousApi]);
  return check;
}

export interface ErrorPageProps {
  /** Tries to load the page again (its code, then a fresh render). */
  onRetry(): void;
  /** A full page load; replaceable in tests. */
  reload?(): void;
}

/** Shown instead of a page whose code failed to load or which broke while rendering. */
export function ErrorPage({ onRetry, reload = () => window.location.reload() }: ErrorPageProps) {
  const i18n = useI18n();
  const texts = i18n.ts.routeView;
  const check = useVersionCheck();
  const newVersion = check === 'newVersion';
  // Kept pages stay mounted, so two error screens may exist at once: ids must be unique.
  const titleId = useId();

  let explanation: string = texts.failedText;
  if (check === 'checking') explanation = texts.checkingServer;
  else if (check === 'unreachable') explanation = texts.serverUnreachable;
  else if (newVersion) explanation = texts.newVersionText;

  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.icon} aria-hidden="true">
        {newVersion ? <IconSparkles size={30} stroke={1.6} /> : <IconAlertTriangle size={30} stroke={1.6} />}
      </div>
      <h1 id={titleId} className={styles.title}>
        {newVersion ? texts.newVersionTitle : texts.failedTitle}
      </h1>
      <p className={styles.text} role="status" aria-busy={check === 'checking'}>
        {explanation}
      </p>
      <div className={styles.actions}>
        {newVersion && (
          <Button variant="primary" onClick={reload}>
            <IconRefresh size={18} aria-hidden="true" />
            {texts.reload}
          </Button>
        )}
        <Button variant={newVersion ? 'secondary' : 'primary'} onClick={onRetry}>
          {texts.retry}
        </Button>
        <a className={styles.link} href={TROUBLESHOOTING_URL}>
          <IconLifebuoy size={18} aria-hidden="true" />
          {texts.troubleshooting}
        </a>
      </div>
    </section>
  );
}
