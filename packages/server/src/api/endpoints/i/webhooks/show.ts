import type { entities } from 'misskey-js';
import { findOwnWebhook, packWebhook } from '../../../../services/webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';
import { noSuchWebhook } from './shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:account',
  errors: { noSuchWebhook: noSuchWebhook('50f614d9-3047-4f7e-90d8-ad6b2d5fb098') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { webhookId: { type: 'string' } },
  required: ['webhookId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/webhooks/show', entities.IWebhooksShowResponse> = (
  ps,
  { instance, user },
) => {
  const webhook = findOwnWebhook(instance.db, user.id, ps.webhookId);
  if (!webhook) throw new ApiError(meta.errors.noSuchWebhook);
  return packWebhook(webhook);
};
