import * as Misskey from 'misskey-js';
import { noteMissingEndpoint } from '@/instance/capabilities';
import { checkCall } from './callGuards';

type Endpoints = Misskey.Endpoints;
export type EndpointResponse<
  E extends keyof Endpoints,
  P extends Endpoints[E]['req'],
> = Misskey.api.SwitchCaseResponseType<E, P>;

/**
 * The API of one account (or of a server, signed out): every call goes to that account's own
 * origin with its own token, so accounts on different servers can live side by side.
 */
export interface AccountApi {
  readonly origin: string;
  readonly token: string | null;
  call<E extends keyof Endpoints, P extends Endpoints[E]['req']>(
    endpoint: E,
    params: P,
  ): Promise<EndpointResponse<E, P>>;
}

export interface ApiClientOptions {
  origin: string;
  token?: string | null;
  /** Injected by tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

type LooseRequest = (endpoint: string, params: unknown, credential?: string | null) => Promise<unknown>;

export function createApiClient({ origin, token = null, fetch: fetchImpl }: ApiClientOptions): AccountApi {
  const client = new Misskey.api.APIClient({
    origin,
    credential: token,
    fetch: fetchImpl ? (input, init) => fetchImpl(input, init) : null,
  });
  // misskey-js only declares typed overloads for its generated endpoints (signin-flow and a few
  // others are missing), so the call goes through an untyped view and is typed by `call` above.
  const request = client.request.bind(client) as unknown as LooseRequest;
  return {
    origin: client.origin,
    token,
    call: (endpoint, params) => {
      try {
        checkCall(endpoint, token);
      } catch (refusal) {
        return Promise.reject(refusal);
      }
      return request(endpoint, params).catch((error: unknown) => {
        // The server lacks this endpoint (an older Misskey, a fork): features built on it hide.
        if ((error as { code?: unknown } | null)?.code === 'NO_SUCH_ENDPOINT') {
          noteMissingEndpoint(client.origin, endpoint);
        }
        throw error;
      }) as Promise<never>;
    },
  };
}
