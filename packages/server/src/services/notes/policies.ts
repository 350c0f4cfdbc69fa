import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { defaultPolicies, type InstancePolicies, storedPolicyOverrides } from '../policies.js';

/**
 * The role policies that apply to `user` (or to signed-out visitors). One place to ask: the
 * defaults with the admin's stored changes (there are no roles yet, so everyone gets those).
 * Without `ctx` only the factory defaults are known; every caller should pass it.
 */
export function policiesOf(_user: UserRow | null, ctx?: InstanceContext): InstancePolicies {
  return { ...defaultPolicies(), ...(ctx ? storedPolicyOverrides(ctx.db) : {}) };
}
