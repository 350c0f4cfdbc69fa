import {
  packRecipient,
  updateRecipient,
} from '../../../../../services/moderation/abuse-report-recipients.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../../endpoint.js';
import {
  noSuchRecipient,
  recipientErrors,
  recipientFields,
  recipientInput,
  targetRecipient,
} from './shared.js';

/** An unknown id answers NO_SUCH_RECIPIENT (Misskey: an internal error). */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:abuse-report:notification-recipient',
  errors: { ...recipientErrors, noSuchRecipient },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' }, ...recipientFields },
  required: ['id', 'isActive', 'name', 'method'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/abuse-report/notification-recipient/update'> = (
  ps,
  { instance, user: me },
) => {
  const before = targetRecipient(instance, ps.id);
  return packRecipient(instance, updateRecipient(instance, me, before, recipientInput(instance, ps)));
};
