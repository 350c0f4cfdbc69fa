import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import {
  combinePolicies,
  defaultPolicies,
  type InstancePolicies,
  storedPolicyOverrides,
} from '../policies.js';
import { rolesOf } from '../roles.js';

/**
 * The role policies that apply to `user` (or to signed-out visitors). One place to ask: the
 * defaults with the admin's stored changes, combined with the user's roles (manual and
 * conditional) as Misskey combines them. Without `ctx` only the factory defaults are known;
 * every caller should pass it.
 */
export function policiesOf(user: UserRow | null, ctx?: InstanceContext): InstancePolicies {
  if (!ctx) return defaultPolicies();
  const base = { ...defaultPolicies(), ...storedPolicyOverrides(ctx.db) };
  return user ? combinePolicies(base, rolesOf(ctx, user)) : base;
}
