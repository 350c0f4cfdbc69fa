/** The webhook settings pages (issue 22): the list, the new-webhook form and the editor. */
export { WebhookEditPage } from './WebhookEditPage';
export { WebhookNewPage } from './WebhookNewPage';
export { WebhooksPage } from './WebhooksPage';
