import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import type { RouteProps } from '@/router';
import { Notice } from '@/ui';
import { ConsentView } from './ConsentView';
import { webUrl, withQuery } from './consentRequest';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; app: Misskey.entities.App };

/**
 * /auth/{token} (minimal layout): the legacy app flow. The app made the session with
 * auth/session/generate; accepting (auth/accept) sends the user to the app's callback with
 * `?token=`, and the app collects its key with auth/session/userkey.
 */
export function LegacyAuthPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const token = params.token ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    api.call('auth/session/show', { token }).then(
      (session) => active && setLoaded({ state: 'ready', app: session.app }),
      (error) => active && setLoaded({ state: 'failed', reason: describeApiError(error, i18n).text }),
    );
    return () => {
      active = false;
    };
  }, [api, token, i18n]);

  if (loaded.state !== 'ready') {
    return (
      <div className={pageStyles.page}>
        <h1 className={pageStyles.title}>{i18n.ts.appAuth.title}</h1>
        {loaded.state === 'loading' ? (
          <p className={pageStyles.muted}>{i18n.ts.loading}</p>
        ) : (
          <Notice tone="error">
            {i18n.ts.appAuth.invalidSession} {loaded.reason}
          </Notice>
        )}
      </div>
    );
  }

  const callback = webUrl(loaded.app.callbackUrl);
  return (
    <ConsentView
      appName={loaded.app.name}
      iconUrl={null}
      permissions={loaded.app.permission}
      destination={callback}
      accept={async () => {
        await api.call('auth/accept', { token });
        return callback ? withQuery(callback, 'token', token) : null;
      }}
    />
  );
}
