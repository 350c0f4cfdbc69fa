import { findOwnWebhook, updateWebhook } from '../../../../services/webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { checkWebhookUrl, noSuchWebhook, webhookEventsParam } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchWebhook: noSuchWebhook('fb0fea69-da18-45b1-828d-bd4fd1612518') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    webhookId: { type: 'string' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    url: { type: 'string', minLength: 1, maxLength: 1024 },
    secret: { type: ['string', 'null'], maxLength: 1024 },
    on: webhookEventsParam,
    active: { type: 'boolean' },
  },
  required: ['webhookId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/webhooks/update', void> = (ps, { instance, user }) => {
  const webhook = findOwnWebhook(instance.db, user.id, ps.webhookId);
  if (!webhook) throw new ApiError(meta.errors.noSuchWebhook);
  checkWebhookUrl(ps.url);
  updateWebhook(instance.db, webhook.id, {
    name: ps.name,
    url: ps.url,
    // As Misskey: null clears the secret, a missing one leaves it.
    secret: ps.secret === null ? '' : ps.secret,
    on: ps.on,
    active: ps.active,
  });
};
