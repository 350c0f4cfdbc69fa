import { packRecipient } from '../../../../../services/moderation/abuse-report-recipients.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../../endpoint.js';
import { noSuchRecipient, targetRecipient } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'read:admin:abuse-report:notification-recipient',
  errors: { noSuchRecipient },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/abuse-report/notification-recipient/show'> = (
  ps,
  { instance },
) => packRecipient(instance, targetRecipient(instance, ps.id));
