import type { UserRow } from '../db/users.js';
import type { InstanceContext } from '../services/context.js';
import { sha256 } from '../services/secrets.js';
import { ApiError, commonErrors } from './errors.js';

/**
 * Resolves a token to its user. No token gives null (signed out); a token that matches
 * nothing (wrong, or revoked) throws AUTHENTICATION_FAILED.
 */
export function authenticate(instance: InstanceContext, token: string | null | undefined): UserRow | null {
  if (token === null || token === undefined || token === '') return null;
  const userId = instance.tokens.findUserId(sha256(token));
  const user = userId === null ? null : instance.users.findById(userId);
  if (!user) throw new ApiError(commonErrors.authenticationFailed);
  return user;
}

/** The token of a request: `Authorization: Bearer` wins over the `i` parameter, as in Misskey. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  const token = authorization.slice('Bearer '.length).trim();
  return token === '' ? null : token;
}
