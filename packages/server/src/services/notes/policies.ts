import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import { defaultPolicies } from '../policies.js';

/** The role policies that apply to `user` (or to signed-out visitors). One place to ask. */
export function policiesOf(_user: UserRow | null): entities.RolePolicies {
  return defaultPolicies();
}
