import type { Account, AccountSession } from '@/accounts';
import { type AccountApi, expectTokenRegeneration } from '@/api';

/** Set just before the page loads as the new token, so the reloaded page can say what happened. */
const REGENERATED_KEY = 'shiori:tokenRegenerated';

let regeneratedOnLoad: boolean | null = null;

/**
 * True for this page load when it follows a regeneration by this tab. The flag is taken on the
 * first call and the answer kept, so a render run twice (StrictMode) gets the same answer.
 */
export function regeneratedOnThisLoad(): boolean {
  regeneratedOnLoad ??= takeRegeneratedNotice();
  return regeneratedOnLoad;
}

/** True once after a regeneration by this tab (the flag is taken). */
export function takeRegeneratedNotice(
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): boolean {
  try {
    const set = storage.getItem(REGENERATED_KEY) !== null;
    storage.removeItem(REGENERATED_KEY);
    return set;
  } catch {
    return false;
  }
}

function rememberRegenerated(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    (storage ?? sessionStorage).setItem(REGENERATED_KEY, '1');
  } catch {
    // Storage refused: the page loads without the notice.
  }
}

export type RegenerateOutcome =
  /** The new token is saved and the page is loading as it. */
  | { kind: 'signedIn' }
  /** The old token is dead but signing in again failed: the user must sign in by hand. */
  | { kind: 'signInFailed'; error: unknown };

/**
 * Regenerates the account's token (every session of the account ends, this one included) and
 * signs this device in again with the same password and code, so only the other sessions are
 * lost. The stream's "token regenerated" news is expected here, not reported as a revocation.
 * A refused i/regenerate-token (wrong password) throws and changes nothing.
 */
export async function regenerateAndSignIn(options: {
  account: Pick<Account, 'username' | 'token' | 'origin'>;
  api: AccountApi;
  /** The account's server without a token (same-origin cookies, for the known-device rule). */
  signinApi: AccountApi;
  session: Pick<AccountSession, 'signin'>;
  password: string;
  code: string | null;
  /** Where the notice for the reloaded page is kept (sessionStorage). */
  storage?: Pick<Storage, 'setItem'>;
}): Promise<RegenerateOutcome> {
  const { account, api, signinApi, session, password, code, storage } = options;
  const release = expectTokenRegeneration(account.token);
  try {
    await api.call('i/regenerate-token', { password });
  } catch (error) {
    release();
    throw error;
  }
  // The old token is dead from here on; the mark stays until the page loads as the new one.
  try {
    const answer = await signinApi.call('signin-flow', {
      username: account.username,
      password,
      ...(code ? { token: code } : {}),
    });
    if (!answer.finished) throw new Error(`signin-flow asked for ${answer.next}`);
    rememberRegenerated(storage);
    await session.signin(answer.i, account.origin);
    return { kind: 'signedIn' };
  } catch (error) {
    return { kind: 'signInFailed', error };
  }
}
