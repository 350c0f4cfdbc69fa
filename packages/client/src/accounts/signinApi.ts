import { type AccountApi, createApiClient } from '@/api';

/**
 * The API the sign-in dialog calls. misskey-js sends every request with `credentials: 'omit'`,
 * so the browser would neither keep nor send the local instance's known-device cookie (an
 * HttpOnly cookie scoped to /api/signin-flow, set on a successful sign-in; see the server's
 * services/known-devices.ts), and the owner's own browser would be locked out with everybody
 * else. Same-origin credentials only: another server never gets this origin's cookies.
 */
export function createSigninApi(origin: string): AccountApi {
  return createApiClient({
    origin,
    fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  });
}
