import { API_ERROR_IDS, isApiError } from '@/api';

/** Why a stored token no longer works (spec 000 §8); null when the check failed for another reason. */
export type TokenProblem = 'suspended' | 'deleted' | 'revoked';

export function classifyTokenError(error: unknown): TokenProblem | null {
  if (!isApiError(error)) return null;
  if (error.id === API_ERROR_IDS.suspended) return 'suspended';
  if (error.id === API_ERROR_IDS.deleted) return 'deleted';
  if (error.id === API_ERROR_IDS.authenticationFailed || error.code === 'AUTHENTICATION_FAILED')
    return 'revoked';
  return null;
}
