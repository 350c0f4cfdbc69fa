// The API console and the registry pages load as one chunk: developer tools, rarely opened.
import { RegistryKeysPage as Keys } from './RegistryKeysPage';
import { RegistryPage as Scopes } from './RegistryPage';
import { RegistryValuePage as Value } from './RegistryValuePage';
import { signedInOnly } from './signedInOnly';

export { ApiConsolePage } from './ApiConsolePage';
export const RegistryPage = signedInOnly(Scopes);
export const RegistryKeysPage = signedInOnly(Keys);
export const RegistryValuePage = signedInOnly(Value);
