import { listRecipients, packRecipient } from '../../../../../services/moderation/abuse-report-recipients.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'read:admin:abuse-report:notification-recipient',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { method: { type: 'array', items: { type: 'string', enum: ['email', 'webhook'] } } },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/abuse-report/notification-recipient/list'> = (
  ps,
  { instance },
) => listRecipients(instance, ps.method).map((row) => packRecipient(instance, row));
