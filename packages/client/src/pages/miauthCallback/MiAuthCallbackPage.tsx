import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { checkMiAuth, takePending } from '@/accounts/remote';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { Notice } from '@/ui';

type State = { kind: 'working' } | { kind: 'failed'; text: string };

/**
 * /miauth-callback (minimal layout): another server's MiAuth page sends the person back here
 * with `?session=`. The token is fetched from the server the session was opened on (kept in
 * this browser, never taken from the address), then the app loads as the new account.
 */
export function MiAuthCallbackPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.miauthCallback;
  const { session } = useAccountContext();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sessionId = params.session ?? '';

  useEffect(() => {
    // Taken once: StrictMode's second run, or a reload, finds nothing and must not fail the first.
    const pending = sessionId ? takePending(localStorage, sessionId) : null;
    if (!pending) {
      setState((current) => (current.kind === 'working' && !started.has(sessionId) ? unknown(t) : current));
      return;
    }
    started.add(sessionId);
    const host = new URL(pending.origin).host;
    checkMiAuth(pending.origin, pending.session)
      .then((token) => session.signin(token, pending.origin, `${import.meta.env.BASE_URL}`))
      .catch((error: unknown) => {
        started.delete(sessionId);
        const text =
          error instanceof Error && error.name === 'MiAuthRefused'
            ? i18n.t('miauthCallback.refused', { host })
            : describeApiError(error, i18n).text;
        setState({ kind: 'failed', text });
      });
  }, [sessionId, session, i18n, t]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      {state.kind === 'working' ? (
        <p className={styles.muted} role="status">
          {t.working}
        </p>
      ) : (
        <>
          <Notice tone="error">{state.text}</Notice>
          <p>
            <Link to="/">{t.goHome}</Link>
          </p>
        </>
      )}
    </div>
  );
}

/** Sessions being finished by this page, so the effect's second run does not report them unknown. */
const started = new Set<string>();

const unknown = (t: { unknownSession: string }): State => ({ kind: 'failed', text: t.unknownSession });
