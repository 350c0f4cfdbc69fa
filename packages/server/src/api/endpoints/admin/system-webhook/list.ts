import {
  listSystemWebhooks,
  packSystemWebhook,
  SYSTEM_WEBHOOK_EVENTS,
} from '../../../../services/system-webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    isActive: { type: 'boolean' },
    on: { type: 'array', items: { type: 'string', enum: [...SYSTEM_WEBHOOK_EVENTS] } },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/system-webhook/list'> = (ps, { instance }) =>
  listSystemWebhooks(instance.db, { isActive: ps.isActive, on: ps.on }).map(packSystemWebhook);
