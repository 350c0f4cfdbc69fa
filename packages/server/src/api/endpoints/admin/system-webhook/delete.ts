import { logModeration } from '../../../../services/moderation/log.js';
import { deleteSystemWebhook } from '../../../../services/system-webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { aboutWebhook, noSuchSystemWebhook, targetWebhook } from './shared.js';

/** Deleting a webhook deletes the report recipients that used it (the table's cascade, as Misskey's). */
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

export const handler: SignedInHandler<'admin/system-webhook/delete', void> = (ps, { instance, user: me }) => {
  const webhook = targetWebhook(instance, ps.id);
  deleteSystemWebhook(instance.db, webhook.id);
  logModeration(instance, me, 'deleteSystemWebhook', {
    systemWebhookId: webhook.id,
    webhook: aboutWebhook(webhook),
  });
};
