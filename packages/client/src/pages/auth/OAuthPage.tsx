import { useEffect, useRef } from 'react';
import { useAccountContext, useAccountDialogs } from '@/accounts';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Button, Notice } from '@/ui';
import styles from './Consent.module.css';
import { ConsentView } from './ConsentView';
import { submitDecision, takeOAuthRequest } from './oauthRequest';

/**
 * /oauth/authorize (minimal layout): an app asks through OAuth 2.0 (authorization code with
 * PKCE). The instance validated the request and put it into the page; the decision is posted
 * back with this account's own token, so it must be an account of this server. As in Misskey
 * the route is public: a visitor is asked to sign in here, and signing in reloads the page,
 * which asks the instance again.
 */
export function OAuthPage() {
  const i18n = useI18n();
  const { account } = useAccountContext();
  const { openSignIn } = useAccountDialogs();
  const request = takeOAuthRequest();
  const offered = useRef(false);
  const signedOut = account === null;
  useEffect(() => {
    if (signedOut && request && !offered.current) {
      offered.current = true;
      void openSignIn();
    }
  }, [signedOut, request, openSignIn]);

  if (!request) {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{i18n.ts.appAuth.title}</h1>
        <Notice tone="error">{i18n.ts.appAuth.invalidSession}</Notice>
      </div>
    );
  }

  if (signedOut) {
    return (
      <div className={`${pageStyles.page} ${styles.consent}`}>
        <h1 className={pageStyles.title}>{i18n.ts.appAuth.title}</h1>
        <p>{i18n.t('appAuth.signInFirst', { name: request.clientName })}</p>
        <div className={pageStyles.actions}>
          <Button variant="primary" onClick={() => void openSignIn()}>
            {i18n.ts.signIn}
          </Button>
        </div>
      </div>
    );
  }

  // Never hand another server's token to this one.
  const localAccount = account && account.origin === window.location.origin ? account : null;
  const decide = (decision: 'accept' | 'deny') => () => {
    if (localAccount) submitDecision(request, localAccount.token, decision);
  };

  return (
    <ConsentView
      appName={request.clientName}
      iconUrl={request.logo}
      permissions={request.permissions}
      destination={request.redirectUri}
      accept={async () => decide('accept')}
      deny={localAccount ? decide('deny') : undefined}
      blocked={localAccount ? null : i18n.ts.appAuth.otherServerAccount}
    />
  );
}
