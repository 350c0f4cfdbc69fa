import { countRecentInvites } from '../../../services/invites.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { remainingInvites, requireCanInvite } from './shared.js';

export const meta = { requireCredential: true, kind: 'read:invite-codes' } satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

export const handler: SignedInHandler<'invite/limit', { remaining: number | null }> = (
  _ps,
  { instance, user },
) => {
  const policies = requireCanInvite(instance, user);
  return {
    remaining: remainingInvites(policies, countRecentInvites(instance, user.id, policies.inviteLimitCycle)),
  };
};
