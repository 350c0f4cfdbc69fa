import { type AccountApi, isApiError } from '@/api';
import { type LookupQuery, userPath } from './lookupTarget';

export type LookupResult =
  | { kind: 'found'; path: string }
  /** The server answered that it has no such user or object. */
  | { kind: 'missing' }
  /** Anything else went wrong (the network, a rate limit): shown as the API error it is. */
  | { kind: 'error'; error: unknown };

/** Misskey's ap/show answers meaning "that server cannot get this object", not a failure of the call. */
export const AP_SHOW_NOT_FOUND: ReadonlySet<string> = new Set([
  'NO_SUCH_OBJECT',
  'URI_INVALID',
  'REQUEST_FAILED',
  'RESPONSE_INVALID',
  'RESPONSE_INVALID_ID_HOST_NOT_MATCH',
  'FEDERATION_NOT_ALLOWED',
]);

const MISSING = new Set(['NO_SUCH_USER', ...AP_SHOW_NOT_FOUND]);

/**
 * Asks the current account's server for what `query` names (spec 000 §2 /lookup, issue 20):
 * users by name through `users/show`, links through `ap/show`, which a Misskey server answers
 * by fetching from the link's server. Answers the page to open.
 */
export async function resolveLookup(
  api: Pick<AccountApi, 'call'>,
  query: LookupQuery,
): Promise<LookupResult> {
  if (query.kind === 'path') return { kind: 'found', path: query.path };
  try {
    if (query.kind === 'user') {
      const found = await api.call('users/show', { username: query.username, host: query.host });
      return { kind: 'found', path: userPath(found.username, found.host) };
    }
    const answer = await api.call('ap/show', { uri: query.uri });
    if (answer.type === 'User')
      return { kind: 'found', path: userPath(answer.object.username, answer.object.host) };
    return { kind: 'found', path: `/notes/${encodeURIComponent(answer.object.id)}` };
  } catch (error) {
    return isApiError(error) && MISSING.has(error.code) ? { kind: 'missing' } : { kind: 'error', error };
  }
}
