import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type AccountApi, connectMainStream, type MainStreamHandlers } from '@/api';
import type { Account, Me } from './model';
import type { AccountSession } from './session';

export interface AccountContextValue {
  /** The signed-in account, kept fresh by the main stream; null when signed out. */
  account: Account | null;
  /** The signed-in account's API, or the serving instance's API without a token. */
  api: AccountApi;
  /** Calls the serving instance without any token (sign-in, sign-up, public pages). */
  anonymousApi: AccountApi;
  session: AccountSession;
  /** Replaces the current user after a call that returned a fresh copy (e.g. i/update). */
  updateMe(me: Me): void;
}

const AccountContext = createContext<AccountContextValue | null>(null);

export type StreamConnector = (account: Account, handlers: MainStreamHandlers) => { close(): void };

export interface AccountProviderProps {
  initialAccount: Account | null;
  session: AccountSession;
  createApi(origin: string, token: string | null): AccountApi;
  instanceOrigin: string;
  /** Connects the main stream; tests pass a fake or null. */
  connectStream?: StreamConnector | null;
  /** The token was regenerated elsewhere while this tab was open. */
  onTokenRevoked?(): void;
  children: ReactNode;
}

export function AccountProvider({
  initialAccount,
  session,
  createApi,
  instanceOrigin,
  connectStream = connectMainStream,
  onTokenRevoked,
  children,
}: AccountProviderProps) {
  const [account, setAccount] = useState(initialAccount);
  const token = account?.token ?? null;
  const origin = account?.origin ?? instanceOrigin;
  const api = useMemo(() => createApi(origin, token), [createApi, origin, token]);
  const anonymousApi = useMemo(() => createApi(instanceOrigin, null), [createApi, instanceOrigin]);

  const accountId = account?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream belongs to the account identity (id, origin, token), not to every profile change.
  useEffect(() => {
    if (!account || !connectStream) return;
    const stream = connectStream(account, {
      onMeUpdated: (me) => {
        setAccount((previous) => (previous && previous.id === me.id ? { ...previous, ...me } : previous));
        session.updateCurrent(me);
      },
      onTokenRegenerated: () => onTokenRevoked?.(),
    });
    return () => stream.close();
  }, [accountId, origin, token, connectStream, session]);

  const value = useMemo(
    (): AccountContextValue => ({
      account,
      api,
      anonymousApi,
      session,
      updateMe: (me) => {
        setAccount((previous) => (previous && previous.id === me.id ? { ...previous, ...me } : previous));
        session.updateCurrent(me);
      },
    }),
    [account, api, anonymousApi, session],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccountContext(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccountContext() needs an <AccountProvider> above it');
  return value;
}

/** The signed-in account, or null. */
export function useAccount(): Account | null {
  return useAccountContext().account;
}

/** For screens behind loginRequired: the router guarantees an account. */
export function useSignedInAccount(): Account {
  const account = useAccountContext().account;
  if (!account) throw new Error('This screen needs a signed-in account');
  return account;
}
