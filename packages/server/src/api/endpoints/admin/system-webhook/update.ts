import { logModeration } from '../../../../services/moderation/log.js';
import { packSystemWebhook, updateSystemWebhook } from '../../../../services/system-webhooks/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { aboutWebhook, noSuchSystemWebhook, targetWebhook, webhookFields, webhookInput } from './shared.js';

/** Every field is sent again, as Misskey's. An unknown id answers NO_SUCH_SYSTEM_WEBHOOK (Misskey: an internal error). */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  secure: true,
  kind: 'write:admin:system-webhook',
  errors: { noSuchSystemWebhook },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { id: { type: 'string' }, ...webhookFields },
  required: ['id', 'isActive', 'name', 'on', 'url'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/system-webhook/update'> = (ps, { instance, user: me }) => {
  const before = targetWebhook(instance, ps.id);
  const after = updateSystemWebhook(instance.db, before.id, webhookInput(ps));
  logModeration(instance, me, 'updateSystemWebhook', {
    systemWebhookId: before.id,
    before: aboutWebhook(before),
    after: aboutWebhook(after),
  });
  return packSystemWebhook(after);
};
