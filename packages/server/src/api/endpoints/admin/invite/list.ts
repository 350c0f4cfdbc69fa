import type { entities } from 'misskey-js';
import {
  type InviteFilter,
  type InviteSort,
  listAllInvites,
  packInvite,
} from '../../../../services/invites.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:invite-codes',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
    offset: { type: 'integer', minimum: 0, default: 0 },
    type: { type: 'string', enum: ['unused', 'used', 'expired', 'all'], default: 'all' },
    sort: { type: 'string', enum: ['+createdAt', '-createdAt', '+usedAt', '-usedAt'] },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/invite/list', entities.InviteCode[]> = (ps, { instance }) =>
  listAllInvites(instance, {
    type: (ps.type ?? 'all') as InviteFilter,
    sort: ps.sort as InviteSort | undefined,
    limit: ps.limit ?? 30,
    offset: ps.offset ?? 0,
  }).map((row) => packInvite(instance, row));
