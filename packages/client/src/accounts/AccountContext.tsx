import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type AccountApi, connectMainStream, type MainStream, type MainStreamHandlers } from '@/api';
import { MfmApiContext } from '@/mfm/environment';
import { type AccountStream, StreamProvider } from '@/stream';
import type { Account, Me } from './model';
import type { AccountSession } from './session';
import { classifyTokenError, type TokenProblem } from './tokenCheck';

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
/**
 * Only the signed-in account's id. The account itself changes with every unread-notification
 * flag and profile edit; a note only asks whose it is, so the notes on screen (each a few ms
 * of markup to render) no longer all render again when a notification arrives.
 */
const AccountIdContext = createContext<string | null>(null);

/** Opens the account's stream with its main-channel handlers attached. */
export type StreamConnector = (account: Account, handlers: MainStreamHandlers) => MainStream;

export interface AccountProviderProps {
  initialAccount: Account | null;
  session: AccountSession;
  createApi(origin: string, token: string | null): AccountApi;
  instanceOrigin: string;
  /** Connects the account's stream (only the current account streams); tests pass a fake or null. */
  connectStream?: StreamConnector | null;
  /**
   * The token died while this tab was open: regenerated elsewhere ('revoked'), or the account
   * was suspended ('suspended': the server closes its streams and refuses the token).
   */
  onTokenRevoked?(problem?: TokenProblem): void;
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

  // The live connection, handed to everything below (channels, the indicator) by StreamProvider.
  const [stream, setStream] = useState<AccountStream | null>(null);

  const accountId = account?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream belongs to the account identity (id, origin, token), not to every profile change.
  useEffect(() => {
    if (!account || !connectStream) return;
    const connection = connectStream(account, {
      onMeUpdated: (me) => {
        setAccount((previous) => (previous && previous.id === me.id ? { ...previous, ...me } : previous));
        session.updateCurrent(me);
      },
      onTokenRegenerated: () => onTokenRevoked?.('revoked'),
    });
    setStream(connection.stream);
    // A suspension closes the account's sockets without a message: when the connection drops,
    // ask the server once whether the token still works.
    let live = true;
    const stopWatching = connection.stream.onDisconnected(() => {
      api.call('i', {}).catch((error: unknown) => {
        if (!live || classifyTokenError(error) !== 'suspended') return;
        connection.close();
        onTokenRevoked?.('suspended');
      });
    });
    return () => {
      live = false;
      stopWatching();
      connection.close();
      setStream(null);
    };
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
  return (
    <AccountContext.Provider value={value}>
      <AccountIdContext.Provider value={accountId ?? null}>
        <StreamProvider stream={stream}>
          {/* MFM sits below accounts: it gets the API from here instead of importing it. */}
          <MfmApiContext.Provider value={value.api}>{children}</MfmApiContext.Provider>
        </StreamProvider>
      </AccountIdContext.Provider>
    </AccountContext.Provider>
  );
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

/** The signed-in account's id, or null; unlike useAccount, unchanged by profile updates. */
export function useAccountId(): string | null {
  return useContext(AccountIdContext);
}

/** For screens behind loginRequired: the router guarantees an account. */
export function useSignedInAccount(): Account {
  const account = useAccountContext().account;
  if (!account) throw new Error('This screen needs a signed-in account');
  return account;
}
