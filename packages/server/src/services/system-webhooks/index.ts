/** System webhooks (admin/system-webhook/*): the administrators' webhooks for server events. */
export {
  deliverSystemWebhook,
  enqueueSystemWebhooks,
  retrySystemWebhookDelivery,
  setSystemWebhookRetryDelays,
  systemWebhooksIdle,
} from './deliver.js';
export {
  deleteSystemWebhook,
  findSystemWebhook,
  insertSystemWebhook,
  listSystemWebhooks,
  packSystemWebhook,
  SYSTEM_WEBHOOK_EVENTS,
  type SystemWebhookEvent,
  type SystemWebhookInput,
  type SystemWebhookRow,
  updateSystemWebhook,
} from './repository.js';
export { sampleSystemPayload } from './samples.js';
