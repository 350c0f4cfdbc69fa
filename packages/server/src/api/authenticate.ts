import type { UserRow } from '../db/users.js';
import type { InstanceContext } from '../services/context.js';
import { withRoleStaff } from '../services/roles.js';
import { sha256 } from '../services/secrets.js';
import { callerCacheOf } from './caller-cache.js';
import type { EndpointMeta } from './endpoint.js';
import { ApiError, commonErrors } from './errors.js';

/** A signed-in caller: the user, and the permissions of an app token (null for a session token). */
export interface Caller {
  user: UserRow;
  permission: readonly string[] | null;
}

/**
 * Resolves a token to its user. No token gives null (signed out); a token that matches
 * nothing (wrong, or revoked) throws AUTHENTICATION_FAILED.
 */
export function authenticate(instance: InstanceContext, token: string | null | undefined): UserRow | null {
  return authenticateCaller(instance, token)?.user ?? null;
}

/** `authenticate`, keeping what the token may do. */
export function authenticateCaller(
  instance: InstanceContext,
  token: string | null | undefined,
): Caller | null {
  if (token === null || token === undefined || token === '') return null;
  const tokenHash = sha256(token);
  const now = new Date();
  const cache = callerCacheOf(instance.db);
  const grant = cache.grant(tokenHash, now.getTime(), () => instance.tokens.readGrant(tokenHash, now));
  const user = grant === null ? null : cache.user(grant.userId, () => instance.users.findById(grant.userId));
  if (!grant || !user) throw new ApiError(commonErrors.authenticationFailed);
  // Permission checks read isAdmin/isModerator: a moderator or administrator role counts.
  return { user: withRoleStaff(instance, user), permission: grant.permission };
}

/**
 * Misskey's rule for app tokens: an endpoint marked `secure` is for session tokens only; an
 * endpoint that names a permission (`kind`) needs it; one that needs a user but names none is
 * closed to apps. Session tokens (null permission) pass everything.
 */
export function checkAppPermission(meta: EndpointMeta, permission: readonly string[] | null): void {
  if (permission === null) return;
  if (meta.secure) throw new ApiError(commonErrors.accessDenied);
  const needsUser = meta.requireCredential || meta.requireModerator || meta.requireAdmin;
  if (meta.kind ? !permission.includes(meta.kind) : needsUser) {
    throw new ApiError(commonErrors.permissionDenied);
  }
}

/** The token of a request: `Authorization: Bearer` wins over the `i` parameter, as in Misskey. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  const token = authorization.slice('Bearer '.length).trim();
  return token === '' ? null : token;
}
