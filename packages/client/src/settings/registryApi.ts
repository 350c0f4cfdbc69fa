import type * as Misskey from 'misskey-js';

type RegistryEndpoint = 'i/registry/get-all' | 'i/registry/set';

/**
 * What the store needs of an account's API: its two registry calls. Named here rather than
 * taken from `@/api`, which sits above settings; an account's API is one of these.
 */
export interface RegistryApi {
  call<E extends RegistryEndpoint, P extends Misskey.Endpoints[E]['req']>(
    endpoint: E,
    params: P,
  ): Promise<Misskey.api.SwitchCaseResponseType<E, P>>;
}
