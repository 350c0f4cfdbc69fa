import {
  createRecipient,
  packRecipient,
} from '../../../../../services/moderation/abuse-report-recipients.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../../endpoint.js';
import { recipientErrors, recipientFields, recipientInput } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:abuse-report:notification-recipient',
  errors: recipientErrors,
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: recipientFields,
  required: ['isActive', 'name', 'method'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/abuse-report/notification-recipient/create'> = (
  ps,
  { instance, user: me },
) => packRecipient(instance, createRecipient(instance, me, recipientInput(instance, ps)));
