import { deleteRecipient } from '../../../../../services/moderation/abuse-report-recipients.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../../endpoint.js';

/** Deleting an unknown id does nothing but log it, as Misskey's. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:abuse-report:notification-recipient',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/abuse-report/notification-recipient/delete', void> = (
  ps,
  { instance, user: me },
) => {
  deleteRecipient(instance, me, ps.id);
};
