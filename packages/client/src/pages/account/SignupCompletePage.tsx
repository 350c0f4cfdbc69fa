import { useEffect, useState } from 'react';
import { markFreshSignup, useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Notice } from '@/ui';
import { mailLinkProblem } from './mailErrors';

// A code works once: a second call (React's development double effect, or this page mounted
// again by the page cache) must reuse the first answer instead of spending the code twice.
// No answer (204): the account waits for a moderator's approval and has no token yet.
const completions = new Map<string, Promise<{ id: string; i: string } | undefined>>();

/**
 * /signup-complete/{code} (minimal layout): the link mailed at sign-up. Opening it makes the
 * account (`signup-pending`) and signs in as it; the account is marked as signed up in this
 * browser, so the setup wizard opens for it as after the sign-up dialog.
 */
export function SignupCompletePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.accountMail;
  const { anonymousApi, session } = useAccountContext();
  const code = params.code ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [awaitingApproval, setAwaitingApproval] = useState(false);

  useEffect(() => {
    let active = true;
    let completion = completions.get(code);
    if (!completion) {
      completion = anonymousApi.call('signup-pending', { code }) as Promise<
        { id: string; i: string } | undefined
      >;
      completions.set(code, completion);
    }
    completion.then(
      (signedIn) => {
        if (!active) return;
        if (!signedIn) {
          setAwaitingApproval(true);
          return;
        }
        markFreshSignup(signedIn.id);
        void session.signin(signedIn.i, anonymousApi.origin, '/');
      },
      (error) => {
        if (active) setProblem(mailLinkProblem(error, i18n));
      },
    );
    return () => {
      active = false;
    };
  }, [anonymousApi, session, code, i18n]);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.signupCompleteTitle}</h1>
      {awaitingApproval ? (
        <Notice tone="success">{i18n.ts.signup.awaitingApproval}</Notice>
      ) : problem === null ? (
        <p className={pageStyles.muted} role="status">
          {t.signupCompleting}
        </p>
      ) : (
        <>
          <Notice tone="error">{problem}</Notice>
          <p>
            <a className={pageStyles.linkButton} href="/">
              {t.toHome}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
