import type { InstancePolicies } from '../../../../services/policies.js';
import { invalidPolicy, storePolicyOverrides } from '../../../../services/policies.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { invalidParam } from '../../../errors.js';

/**
 * Changes the base policies everyone gets (roles carry no policies yet). Merges, as Misskey does:
 * keys left out keep their value. `i` and `meta` show the result at once.
 */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'write:admin:roles',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { policies: { type: 'object' } },
  required: ['policies'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/roles/update-default-policies', void> = (
  rawParams,
  { instance },
) => {
  const patch = (rawParams as { policies: Record<string, unknown> }).policies;
  const problem = invalidPolicy(patch);
  if (problem) throw invalidParam(`policies.${problem.key}`, problem.reason);
  storePolicyOverrides(instance.db, patch as Partial<InstancePolicies>);
};
