import { isWebhookUrl, WEBHOOK_EVENTS } from '../../../../services/webhooks/index.js';
import type { ApiErrorDef } from '../../../errors.js';
import { invalidParam } from '../../../errors.js';

/** Misskey's NO_SUCH_WEBHOOK, with the id each endpoint gives it. */
export function noSuchWebhook(id: string): ApiErrorDef {
  return { message: 'No such webhook.', code: 'NO_SUCH_WEBHOOK', id };
}

export const webhookEventsParam = { type: 'array', items: { type: 'string', enum: [...WEBHOOK_EVENTS] } };

/**
 * Misskey stores any string as the URL; this instance only posts to http(s), so anything else
 * is refused when it is saved rather than failing at every delivery.
 */
export function checkWebhookUrl(url: string | undefined): void {
  if (url !== undefined && !isWebhookUrl(url)) throw invalidParam('url', 'must be an http or https URL');
}
