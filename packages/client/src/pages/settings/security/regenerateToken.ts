import type { Account, AccountSession } from '@/accounts';
import { type AccountApi, expectTokenRegeneration } from '@/api';

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
}): Promise<RegenerateOutcome> {
  const { account, api, signinApi, session, password, code } = options;
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
    await session.signin(answer.i, account.origin);
    return { kind: 'signedIn' };
  } catch (error) {
    return { kind: 'signInFailed', error };
  }
}
