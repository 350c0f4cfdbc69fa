import * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError, isApiError } from '@/api';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';

export type UserState =
  | { kind: 'loading' }
  | { kind: 'loaded'; user: Misskey.entities.UserDetailed }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string };

/** users/show for '@alice' or '@alice@host' ('@alice@this-host' is a local user). */
export function useUserByAcct(acct: string): [UserState, () => void] {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const instance = useInstance();
  const [state, setState] = useState<UserState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    const { username, host } = Misskey.acct.parse(acct);
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
  }, [acct, api, instance.host, i18n, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}
