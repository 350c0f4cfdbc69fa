import { deleteInvite, findInvite } from '../../../services/invites.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { requireCanInvite } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:invite-codes',
  errors: {
    noSuchCode: {
      message: 'No such invite code.',
      code: 'NO_SUCH_INVITE_CODE',
      id: 'cd4f9ae4-7854-4e3e-8df9-c296f051e634',
    },
    cantDelete: {
      message: "You can't delete this invite code.",
      code: 'CAN_NOT_DELETE_INVITE_CODE',
      id: 'ff17af39-000c-4d4e-abdf-848fa30fc1ce',
    },
    accessDenied: {
      message: 'Access denied.',
      code: 'ACCESS_DENIED',
      id: '5eb8d909-2540-4970-90b8-dd6f86088121',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { inviteId: { type: 'string' } },
  required: ['inviteId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'invite/delete', void> = (ps, { instance, user }) => {
  requireCanInvite(instance, user);
  const invite = findInvite(instance, ps.inviteId);
  if (!invite) throw new ApiError(meta.errors.noSuchCode);
  // Moderators may remove anyone's code, used or not; others only their own unused ones.
  const staff = user.isAdmin || user.isModerator;
  if (invite.createdById !== user.id && !staff) throw new ApiError(meta.errors.accessDenied);
  if (invite.usedAt && !staff) throw new ApiError(meta.errors.cantDelete);
  deleteInvite(instance, invite.id);
};
