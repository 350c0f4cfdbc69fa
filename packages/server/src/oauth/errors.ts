/**
 * An OAuth error as RFC 6749 names them (`invalid_request`, `invalid_grant`, …). Where it is
 * answered depends on when it happens: before the redirect URI is trusted it is shown to the
 * user directly; after, it is sent back to the client's redirect URI (see authorize.ts).
 */
export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }

  toBody(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}
