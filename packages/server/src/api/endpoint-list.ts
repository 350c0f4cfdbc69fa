import { endpoint, type RegisteredEndpoint } from './endpoint.js';
import * as adminAccountsCreate from './endpoints/admin/accounts/create.js';
import * as i2faDone from './endpoints/i/2fa/done.js';
import * as i2faRegister from './endpoints/i/2fa/register.js';
import * as i2faUnregister from './endpoints/i/2fa/unregister.js';
import * as iRegenerateToken from './endpoints/i/regenerate-token.js';
import * as iRegistryGet from './endpoints/i/registry/get.js';
import * as iRegistryGetAll from './endpoints/i/registry/get-all.js';
import * as iRegistryKeys from './endpoints/i/registry/keys.js';
import * as iRegistryRemove from './endpoints/i/registry/remove.js';
import * as iRegistrySet from './endpoints/i/registry/set.js';
import * as iUpdate from './endpoints/i/update.js';
import * as i from './endpoints/i.js';
import * as meta from './endpoints/meta.js';
import * as signinFlow from './endpoints/signin-flow.js';
import * as signup from './endpoints/signup.js';
import * as swUnregister from './endpoints/sw/unregister.js';
import * as usersShow from './endpoints/users/show.js';

/**
 * Every API endpoint this instance serves. Explicit on purpose: what the server exposes is
 * reviewable in one place, and a contract test checks each name against misskey-js.
 */
export const endpoints: readonly RegisteredEndpoint[] = [
  endpoint('admin/accounts/create', adminAccountsCreate),
  endpoint('i', i),
  endpoint('i/2fa/done', i2faDone),
  endpoint('i/2fa/register', i2faRegister),
  endpoint('i/2fa/unregister', i2faUnregister),
  endpoint('i/regenerate-token', iRegenerateToken),
  endpoint('i/registry/get', iRegistryGet),
  endpoint('i/registry/get-all', iRegistryGetAll),
  endpoint('i/registry/keys', iRegistryKeys),
  endpoint('i/registry/remove', iRegistryRemove),
  endpoint('i/registry/set', iRegistrySet),
  endpoint('i/update', iUpdate),
  endpoint('meta', meta),
  endpoint('signin-flow', signinFlow),
  endpoint('signup', signup),
  endpoint('sw/unregister', swUnregister),
  endpoint('users/show', usersShow),
];
