import type * as Misskey from 'misskey-js';

export type Webhook = Misskey.entities.IWebhooksShowResponse;
export type WebhookEvent = Webhook['on'][number];

/** The events a webhook can listen to, in the order the form offers them (Misskey's names). */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  'note',
  'reply',
  'renote',
  'mention',
  'follow',
  'followed',
  'unfollow',
  'reaction',
];

/** Whether `raw` is an address a webhook may post to: http or https only. */
export function isWebhookUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
