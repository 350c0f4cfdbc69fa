import type { entities } from 'misskey-js';
import { createInvite, packInvite } from '../../../../services/invites.js';
import { logModeration } from '../../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

/** Codes made by staff for the instance: they count against nobody's inviteLimit. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:invite-codes',
  errors: {
    invalidDateTime: {
      message: 'Invalid date-time format',
      code: 'INVALID_DATE_TIME',
      id: 'f1380b15-3760-4c6c-a1db-5c3aaf1cbd49',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    count: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
    expiresAt: { type: ['string', 'null'] },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/invite/create', entities.InviteCode[]> = (
  ps,
  { instance, user: me },
) => {
  const expires = ps.expiresAt ? Date.parse(ps.expiresAt) : null;
  if (expires !== null && Number.isNaN(expires)) throw new ApiError(meta.errors.invalidDateTime);
  const expiresAt = expires === null ? null : new Date(expires).toISOString();
  const rows = instance.db.transaction(() =>
    Array.from({ length: ps.count ?? 1 }, () => createInvite(instance, { createdById: null, expiresAt })),
  )();
  const invitations = rows.map((row) => packInvite(instance, row));
  logModeration(instance, me, 'createInvitation', { invitations });
  return invitations;
};
