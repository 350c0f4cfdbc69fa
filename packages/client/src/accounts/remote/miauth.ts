import { permissions } from 'misskey-js';

/**
 * MiAuth as a client (Misskey's app authorization): the person is sent to
 * `{server}/miauth/{session}`, allows this client there, and comes back to our callback with
 * `?session=`; the token is then fetched once with `POST {server}/api/miauth/{session}/check`.
 */

/** Where the pending session is kept across the trip to the other server and back. */
export const MIAUTH_PENDING_KEY = 'miauthPending';
/** A session not finished within this time is dropped (the person gave up or lost the tab). */
const PENDING_LIFETIME_MS = 30 * 60 * 1000;

/** Every kind Misskey lets a token have: the client offers every feature, as Misskey Web does. */
export const CLIENT_PERMISSIONS: readonly string[] = permissions;

export interface PendingMiAuth {
  session: string;
  origin: string;
  createdAt: number;
}

export interface MiAuthRequest {
  origin: string;
  session: string;
  name: string;
  /** Shown on the server's consent page; left out when this client has none to offer. */
  icon?: string | null;
  callback: string;
}

export function miAuthUrl({ origin, session, name, icon, callback }: MiAuthRequest): string {
  const url = new URL(`/miauth/${encodeURIComponent(session)}`, origin);
  url.searchParams.set('name', name);
  if (icon) url.searchParams.set('icon', icon);
  url.searchParams.set('callback', callback);
  url.searchParams.set('permission', CLIENT_PERMISSIONS.join(','));
  return url.href;
}

export function savePending(storage: Storage, pending: PendingMiAuth): void {
  storage.setItem(MIAUTH_PENDING_KEY, JSON.stringify(pending));
}

/**
 * The pending session for the callback's `session`, removed from storage as it is read so a
 * reload of the callback page cannot use it twice. Null for an unknown, stale or unreadable one.
 */
export function takePending(storage: Storage, session: string, now = Date.now()): PendingMiAuth | null {
  const text = storage.getItem(MIAUTH_PENDING_KEY);
  if (text === null) return null;
  let value: Partial<PendingMiAuth>;
  try {
    value = JSON.parse(text) as Partial<PendingMiAuth>;
  } catch {
    storage.removeItem(MIAUTH_PENDING_KEY);
    return null;
  }
  if (value.session !== session) return null;
  storage.removeItem(MIAUTH_PENDING_KEY);
  if (typeof value.origin !== 'string' || typeof value.createdAt !== 'number') return null;
  if (now - value.createdAt > PENDING_LIFETIME_MS) return null;
  return { session, origin: value.origin, createdAt: value.createdAt };
}

export class MiAuthRefused extends Error {
  override name = 'MiAuthRefused';
}

/**
 * The token the server made for `session`. The endpoint is outside misskey-js's typed list and
 * answers `{ok: false}` when the session was denied, never allowed, or already fetched.
 */
export async function checkMiAuth(
  origin: string,
  session: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(`${origin}/api/miauth/${encodeURIComponent(session)}/check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const answer = (await response.json().catch(() => null)) as { ok?: unknown; token?: unknown } | null;
  if (!response.ok || answer?.ok !== true || typeof answer.token !== 'string') {
    throw new MiAuthRefused(`MiAuth check answered ${response.status}`);
  }
  return answer.token;
}

/** The callback page's path, under the client's base. */
export const MIAUTH_CALLBACK_PATH = '/miauth-callback';

/**
 * Opens a MiAuth session on `origin` and leaves this page for its consent page; the callback
 * page picks the session up again (see takePending).
 */
export function startMiAuth(origin: string, app: { name: string; icon: string | null }): void {
  const session = crypto.randomUUID();
  savePending(localStorage, { session, origin, createdAt: Date.now() });
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const callback = new URL(`${base}${MIAUTH_CALLBACK_PATH}`, window.location.origin).href;
  window.location.assign(miAuthUrl({ origin, session, name: app.name, icon: app.icon, callback }));
}
