import { packSystemWebhook } from '../../../../services/system-webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { noSuchSystemWebhook, targetWebhook } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
  errors: { noSuchSystemWebhook },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' } },
  required: ['id'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/system-webhook/show'> = (ps, { instance }) =>
  packSystemWebhook(targetWebhook(instance, ps.id));
