import type { entities } from 'misskey-js';
import { listOwnInvites, packInvite } from '../../../services/invites.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { requireCanInvite } from './shared.js';

export const meta = { requireCredential: true, kind: 'read:invite-codes' } satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'invite/list', entities.InviteCode[]> = (ps, { instance, user }) => {
  requireCanInvite(instance, user);
  return listOwnInvites(instance, user.id, ps, ps.limit ?? 30).map((row) => packInvite(instance, row));
};
