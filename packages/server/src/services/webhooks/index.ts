/** User webhooks (i/webhooks/*): stored per user, delivered as Misskey signs and shapes them. */
export { isWebhookUrl } from './deliver.js';
export { fireUserWebhooks } from './fire.js';
export { webhookQueue } from './queue.js';
export {
  countWebhooks,
  deleteWebhook,
  findOwnWebhook,
  insertWebhook,
  listWebhooks,
  packWebhook,
  updateWebhook,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookRow,
} from './repository.js';
export { samplePayload } from './sample.js';
