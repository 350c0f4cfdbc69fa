import type { entities } from 'misskey-js';
import { countRecentInvites, createInvite, packInvite } from '../../../services/invites.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { remainingInvites, requireCanInvite } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:invite-codes',
  errors: {
    exceededCreateLimit: {
      message: 'You have exceeded the limit for creating an invitation code.',
      code: 'EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE',
      id: '8b165dd3-6f37-4557-8db1-73175d63c641',
    },
  },
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {}, required: [] } as const satisfies ParamDef;

export const handler: SignedInHandler<'invite/create', entities.InviteCode> = (_ps, { instance, user }) => {
  const policies = requireCanInvite(instance, user);
  const made = countRecentInvites(instance, user.id, policies.inviteLimitCycle);
  if (remainingInvites(policies, made) === 0) throw new ApiError(meta.errors.exceededCreateLimit);
  // inviteExpirationTime is in minutes; 0 means the code never expires.
  const expiresAt = policies.inviteExpirationTime
    ? new Date(Date.now() + policies.inviteExpirationTime * 60_000).toISOString()
    : null;
  return packInvite(instance, createInvite(instance, { createdById: user.id, expiresAt }));
};
