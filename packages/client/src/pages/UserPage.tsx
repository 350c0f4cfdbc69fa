import * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import type { RouteProps } from '@/router';
import { Notice } from '@/ui';
import { UserCard } from '@/users/UserCard';
import styles from './Page.module.css';

type UserState =
  | { kind: 'loading' }
  | { kind: 'loaded'; user: Misskey.entities.UserDetailed }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string };

/** /@{acct}/{page?}: a user's public profile. */
export function UserPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const instance = useInstance();
  const acct = params.acct ?? '';
  const [state, setState] = useState<UserState>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    const { username, host } = Misskey.acct.parse(acct);
    // '@alice@this-host' is a local user: the server knows them with host null.
    const remoteHost = host && host !== instance.host ? host : null;
    api.call('users/show', { username, host: remoteHost }).then(
      (user) => active && setState({ kind: 'loaded', user }),
      (error) => {
        if (!active) return;
        if (isApiError(error) && error.code === 'NO_SUCH_USER') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      },
    );
    return () => {
      active = false;
    };
  }, [acct, api, instance.host, i18n]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{i18n.ts.profile.userNotFound}</h1>
        <p className={styles.muted}>{i18n.ts.profile.userNotFoundText}</p>
      </div>
    );
  }
  if (state.kind === 'failed') return <Notice tone="error">{state.message}</Notice>;
  return (
    <div className={styles.page}>
      <UserCard user={state.user} localHost={instance.host} headingLevel={1} />
    </div>
  );
}
