import { deleteWebhook, findOwnWebhook } from '../../../../services/webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchWebhook } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: { noSuchWebhook: noSuchWebhook('bae73e5a-5522-4965-ae19-3a8688e71d82') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { webhookId: { type: 'string' } },
  required: ['webhookId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/webhooks/delete', void> = (ps, { instance, user }) => {
  const webhook = findOwnWebhook(instance.db, user.id, ps.webhookId);
  if (!webhook) throw new ApiError(meta.errors.noSuchWebhook);
  deleteWebhook(instance.db, webhook.id);
};
