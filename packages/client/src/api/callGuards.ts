/**
 * Calls refused before they reach the network (spec 000 §5): an endpoint name with a scheme
 * separator could turn a relative API path into a request to another host, and a call that
 * only works signed in would just come back as CREDENTIAL_REQUIRED a round trip later.
 */
export class ApiCallRefused extends Error {
  constructor(readonly reason: 'invalid endpoint' | 'signin required') {
    super(reason);
    this.name = 'ApiCallRefused';
  }
}

/**
 * Endpoints that need an account on every Misskey server: the account's own data (`i`, `i/…`),
 * moderation, and acting on notes, drive, follows and notifications. `admin/accounts/create`
 * is the exception: a fresh instance creates its first admin with it, signed out.
 */
const SIGNED_IN_ONLY =
  /^(i|i\/.*|admin\/.*|drive|drive\/.*|notifications\/.*|following\/(create|delete|update)|notes\/(create|delete|update|unrenote|favorites\/.*|reactions\/(create|delete)|polls\/vote|schedule\/.*)|sw\/.*)$/;

/** Throws ApiCallRefused when the call must not be sent; returns quietly otherwise. */
export function checkCall(endpoint: string, token: string | null): void {
  if (endpoint.includes('://')) throw new ApiCallRefused('invalid endpoint');
  if (token === null && SIGNED_IN_ONLY.test(endpoint) && endpoint !== 'admin/accounts/create') {
    throw new ApiCallRefused('signin required');
  }
}
