import type { AccountApi } from '@/api';
import type { AccountStore } from './accountStore';
import { type Account, type Me, type SavedAccount, sameAccount, toAccount } from './model';
import { classifyTokenError, type TokenProblem } from './tokenCheck';

/** What the session needs from the outside world; the browser's in boot, fakes in tests. */
export interface SessionEnvironment {
  store: AccountStore;
  createApi(origin: string, token: string | null): AccountApi;
  /** A full page load: to `url` (base path included), or a reload of the current page when omitted. */
  load(url?: string): void;
  /**
   * The app's start page: the build's base path (import.meta.env.BASE_URL), so a client hosted
   * under /app/ stays there when nobody is left signed in.
   */
  home: string;
  setCookie(token: string | null): void;
  /** The endpoint of this browser's push subscription, if there is one. */
  getPushEndpoint(): Promise<string | null>;
}

/** A saved account failed its token check; `removed` says it was dropped from this device. */
export class AccountCheckError extends Error {
  constructor(
    readonly account: SavedAccount,
    override readonly cause: unknown,
    readonly removed: boolean,
  ) {
    super('The saved account could not be verified');
  }
}

export type SavedAccountCheck =
  | { saved: SavedAccount; ok: true; user: Me }
  | { saved: SavedAccount; ok: false; error: unknown; removed: boolean };

export type StartupCheck =
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; account: Account }
  /** The token is dead: the account was removed locally and the app continues signed out. */
  | { kind: 'invalid'; problem: TokenProblem; error: unknown }
  /** The check itself failed (server unreachable...): the cached account is kept. */
  | { kind: 'unverified'; account: Account; error: unknown };

export type AccountSession = ReturnType<typeof createAccountSession>;

export function createAccountSession(env: SessionEnvironment) {
  const { store } = env;

  const verify = (origin: string, token: string): Promise<Me> => env.createApi(origin, token).call('i', {});

  /** Stores a verified account as the current one and in the saved list, then reloads as it. */
  const activate = (me: Me, token: string, origin: string, redirect?: string) => {
    store.setCurrent(toAccount(me, token, origin));
    store.addSaved({ id: me.id, token, origin });
    env.setCookie(token);
    env.load(redirect);
  };

  /**
   * `verified` is the user as `i` answered moments ago (the account menu checks every saved
   * account as it opens): then the switch does not ask again, and the page loads at once.
   */
  const switchAccount = async (saved: SavedAccount, redirect?: string, verified?: Me): Promise<void> => {
    if (verified && verified.id === saved.id) {
      activate(verified, saved.token, saved.origin, redirect);
      return;
    }
    let me: Me;
    try {
      me = await verify(saved.origin, saved.token);
    } catch (error) {
      // The server said this token or account is no good: forget it. Unreachable, rate
      // limited or a server error: keep it, the next try may well work.
      const removed = classifyTokenError(error) !== null;
      if (removed) store.removeSaved(saved);
      throw new AccountCheckError(saved, error, removed);
    }
    activate(me, saved.token, saved.origin, redirect);
  };

  /** Removes the current account locally when its token turned out to be dead. */
  const forgetCurrent = () => {
    const current = store.getCurrent();
    env.setCookie(null);
    store.clearCurrent();
    if (current) store.removeSaved(current);
  };

  return {
    verify,

    /** Signs in with a fresh token (sign-in, sign-up, first run, add account). */
    async signin(token: string, origin: string, redirect?: string): Promise<void> {
      const me = await verify(origin, token);
      activate(me, token, origin, redirect);
    },

    switchAccount,

    /**
     * Spec 000 §4: remove the cookie, the stored account and its saved entry, unregister push,
     * then switch to the next saved account, or load the start page (`env.home`).
     */
    async signout(): Promise<void> {
      const current = store.getCurrent();
      env.setCookie(null);
      store.clearCurrent();
      if (current) {
        store.removeSaved(current);
        try {
          const endpoint = await env.getPushEndpoint();
          if (endpoint)
            await env.createApi(current.origin, current.token).call('sw/unregister', { endpoint });
        } catch {
          // Best effort: the server forgets stale subscriptions anyway.
        }
      }
      for (const next of store.getSaved()) {
        try {
          await switchAccount(next);
          return;
        } catch {
          // That one is not usable either; try the one after it.
        }
      }
      env.load(env.home);
    },

    /** The accounts saved on this device (the current one among them). */
    listSaved(): SavedAccount[] {
      return store.getSaved();
    },

    /** Forgets a saved account on this device (not the current one: sign out for that). */
    removeAccount(entry: { id: string; origin: string }): void {
      store.removeSaved(entry);
    },

    forgetCurrent,

    /** Merges a fresh copy of the current user (e.g. from meUpdated) into the stored account. */
    updateCurrent(me: Me): void {
      const current = store.getCurrent();
      if (current && current.id === me.id) store.setCurrent({ ...current, ...me });
    },

    /** Checks every saved account except the current one, each with its own token and origin. */
    async checkSavedAccounts(): Promise<SavedAccountCheck[]> {
      const current = store.getCurrent();
      const others = store.getSaved().filter((saved) => !current || !sameAccount(saved, current));
      return Promise.all(
        others.map(async (saved): Promise<SavedAccountCheck> => {
          try {
            return { saved, ok: true, user: await verify(saved.origin, saved.token) };
          } catch (error) {
            const removed = classifyTokenError(error) !== null;
            if (removed) store.removeSaved(saved);
            return { saved, ok: false, error, removed };
          }
        }),
      );
    },

    /** The start-up token check of the current account (spec 000 §4, §8). */
    async startupCheck(): Promise<StartupCheck> {
      const cached = store.getCurrent();
      if (!cached) return { kind: 'signedOut' };
      try {
        const me = await verify(cached.origin, cached.token);
        const account = toAccount(me, cached.token, cached.origin);
        store.setCurrent(account);
        return { kind: 'signedIn', account };
      } catch (error) {
        const problem = classifyTokenError(error);
        if (!problem) return { kind: 'unverified', account: cached, error };
        forgetCurrent();
        return { kind: 'invalid', problem, error };
      }
    },
  };
}
