import type * as Misskey from 'misskey-js';

export type Me = Misskey.entities.MeDetailed;

/**
 * A signed-in account: the user as last fetched, plus what is needed to talk to its server.
 * `origin` is the account's own server (not necessarily the one serving this client).
 */
export type Account = Me & { token: string; origin: string };

/** An entry in the saved-accounts list (spec 000 §3): enough to sign in again. */
export interface SavedAccount {
  id: string;
  token: string;
  origin: string;
}

export function toAccount(me: Me, token: string, origin: string): Account {
  return { ...me, token, origin };
}

export function sameAccount(a: { id: string; origin: string }, b: { id: string; origin: string }): boolean {
  return a.id === b.id && a.origin === b.origin;
}

/** '@alice' for the account's own server, '@alice@example.com' with a host. */
export function acctOf(user: { username: string; host: string | null }): string {
  return user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
}

/** The user's handle with the host always shown, as on profile cards: '@alice@example.com'. */
export function fullAcct(user: { username: string; host: string | null }, localHost: string): string {
  return `@${user.username}@${user.host ?? localHost}`;
}
