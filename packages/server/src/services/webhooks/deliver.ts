import type { Config } from '../../config.js';
import { guardedPost, isLoopbackAddress, type PostResult } from '../outbound-post.js';

/** How long one attempt waits for the receiver's answer. */
const TIMEOUT_MS = 10_000;

/** What one attempt came to: the receiver's status, or why there was none. */
export type AttemptResult = PostResult;

export interface DeliveryRequest {
  url: string;
  hookId: string;
  secret: string;
  /** The JSON body, already serialised. */
  body: string;
}

/** Whether `raw` is a URL a webhook may have at all: http or https, no credentials. */
export function isWebhookUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * POSTs one delivery as Misskey does (User-Agent Misskey-Hooks, X-Misskey-Host, X-Misskey-Hook-Id
 * and X-Misskey-Hook-Secret). Private addresses are refused by the same guard as URL uploads
 * (checked on the address really connected to); loopback only under the test-only
 * SHIORI_TEST_WEBHOOK_LOOPBACK. Redirects are not followed: the answer is the result.
 */
export function postDelivery(config: Config, request: DeliveryRequest): Promise<AttemptResult> {
  if (!isWebhookUrl(request.url)) return Promise.resolve({ error: 'not an http(s) URL' });
  return guardedPost(new URL(request.url), {
    headers: {
      'User-Agent': 'Misskey-Hooks',
      'X-Misskey-Host': new URL(config.url).host,
      'X-Misskey-Hook-Id': request.hookId,
      'X-Misskey-Hook-Secret': request.secret,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(request.body),
    },
    body: request.body,
    exempt: config.webhookLoopback ? isLoopbackAddress : () => false,
    timeoutMs: TIMEOUT_MS,
  });
}
