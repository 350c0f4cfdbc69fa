import {
  deliverSystemWebhook,
  findSystemWebhook,
  SYSTEM_WEBHOOK_EVENTS,
  sampleSystemPayload,
} from '../../../../services/system-webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'read:admin:system-webhook',
  limit: { duration: 15 * 60 * 1000, max: 60 },
  errors: {
    noSuchWebhook: {
      message: 'No such webhook.',
      code: 'NO_SUCH_WEBHOOK',
      id: '0c52149c-e913-18f8-5dc7-74870bfe0cf9',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    webhookId: { type: 'string' },
    type: { type: 'string', enum: [...SYSTEM_WEBHOOK_EVENTS] },
    override: {
      type: 'object',
      properties: { url: { type: 'string' }, secret: { type: 'string' } },
    },
  },
  required: ['webhookId', 'type'],
} as const satisfies ParamDef;

/**
 * Sends a sample of the event to the webhook (or to the override's URL and secret) once, whether
 * or not it is active or listens to that event, as Misskey's; the result shows in latestStatus.
 * Answers at once: the delivery goes on in the background.
 */
export const handler: SignedInHandler<'admin/system-webhook/test', void> = (ps, { instance }) => {
  const webhook = findSystemWebhook(instance.db, ps.webhookId);
  if (!webhook) throw new ApiError(meta.errors.noSuchWebhook);
  deliverSystemWebhook(
    instance,
    { ...webhook, ...ps.override },
    ps.type,
    sampleSystemPayload(instance, ps.type),
    1,
  );
};
