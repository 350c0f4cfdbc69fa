import type { InstanceContext } from '../../../../services/context.js';
import {
  findSystemWebhook,
  SYSTEM_WEBHOOK_EVENTS,
  type SystemWebhookInput,
  type SystemWebhookRow,
} from '../../../../services/system-webhooks/index.js';
import { isWebhookUrl } from '../../../../services/webhooks/index.js';
import { ApiError, type ApiErrorDef, invalidParam } from '../../../errors.js';

/** Misskey's NO_SUCH_SYSTEM_WEBHOOK (admin/system-webhook/show's). */
export const noSuchSystemWebhook: ApiErrorDef = {
  message: 'No such SystemWebhook.',
  code: 'NO_SUCH_SYSTEM_WEBHOOK',
  id: '38dd1ffe-04b4-6ff5-d8ba-4e6a6ae22c9d',
  kind: 'server',
  httpStatus: 404,
};

/** The fields create and update take, as Misskey's (all required). */
export const webhookFields = {
  isActive: { type: 'boolean' },
  name: { type: 'string', minLength: 1, maxLength: 255 },
  on: { type: 'array', items: { type: 'string', enum: [...SYSTEM_WEBHOOK_EVENTS] } },
  url: { type: 'string', minLength: 1, maxLength: 1024 },
  secret: { type: 'string', maxLength: 1024 },
} as const;

/**
 * The stored fields. The secret may be left out (misskey-js's newer schema): it is then empty.
 * Misskey stores any URL; this instance refuses one it could never deliver to (as user webhooks).
 */
export function webhookInput(
  ps: Omit<SystemWebhookInput, 'secret'> & { secret?: string },
): SystemWebhookInput {
  if (!isWebhookUrl(ps.url)) throw invalidParam('url', 'must be an http(s) URL');
  return { isActive: ps.isActive, name: ps.name, on: ps.on, url: ps.url, secret: ps.secret ?? '' };
}

export function targetWebhook(instance: InstanceContext, id: string): SystemWebhookRow {
  const webhook = findSystemWebhook(instance.db, id);
  if (!webhook) throw new ApiError(noSuchSystemWebhook);
  return webhook;
}

/** The webhook as Misskey's moderation log entries carry it. */
export function aboutWebhook(webhook: SystemWebhookRow): Record<string, unknown> {
  return { ...webhook };
}
