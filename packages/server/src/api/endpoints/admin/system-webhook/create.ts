import { logModeration } from '../../../../services/moderation/log.js';
import { insertSystemWebhook, packSystemWebhook } from '../../../../services/system-webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { aboutWebhook, webhookFields, webhookInput } from './shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: webhookFields,
  required: ['isActive', 'name', 'on', 'url'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/system-webhook/create'> = (ps, { instance, user: me }) => {
  const webhook = insertSystemWebhook(instance.db, webhookInput(ps));
  logModeration(instance, me, 'createSystemWebhook', {
    systemWebhookId: webhook.id,
    webhook: aboutWebhook(webhook),
  });
  return packSystemWebhook(webhook);
};
