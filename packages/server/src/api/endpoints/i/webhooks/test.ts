import {
  findOwnWebhook,
  samplePayload,
  WEBHOOK_EVENTS,
  webhookQueue,
} from '../../../../services/webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchWebhook } from './shared.js';

export const meta = {
  requireCredential: true,
  secure: true,
  kind: 'read:account',
  limit: { duration: 15 * 60 * 1000, max: 60 },
  errors: { noSuchWebhook: noSuchWebhook('0c52149c-e913-18f8-5dc7-74870bfe0cf9') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    webhookId: { type: 'string' },
    type: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    override: {
      type: 'object',
      properties: { url: { type: 'string' }, secret: { type: 'string' } },
    },
  },
  required: ['webhookId', 'type'],
} as const satisfies ParamDef;

/**
 * Sends a sample of the event to the webhook (or to the override's URL and secret), once and
 * whether or not it is active or listens to that event, as Misskey's test does; the result
 * shows in latestStatus. Answers at once: the delivery goes on in the queue.
 */
export const handler: SignedInHandler<'i/webhooks/test', void> = (ps, { instance, user }) => {
  const webhook = findOwnWebhook(instance.db, user.id, ps.webhookId);
  if (!webhook) throw new ApiError(meta.errors.noSuchWebhook);
  // Misskey sends nothing for reaction, an event it never delivers.
  if (ps.type === 'reaction') return;
  webhookQueue(instance).enqueue({
    webhook: { ...webhook, ...ps.override },
    type: ps.type,
    content: samplePayload(instance, user, ps.type),
    attempts: 1,
  });
};
