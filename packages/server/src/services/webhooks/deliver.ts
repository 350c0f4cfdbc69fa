import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import { isBlockedAddress, privateAddressGuard } from '../drive/fetch-url.js';

/** How long one attempt waits for the receiver's answer. */
const TIMEOUT_MS = 10_000;

/** What one attempt came to: the receiver's status, or why there was none. */
export type AttemptResult = { status: number } | { error: string };

export interface DeliveryRequest {
  url: string;
  hookId: string;
  secret: string;
  /** The JSON body, already serialised. */
  body: string;
}

function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
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
  const url = new URL(request.url);
  const exempt = config.webhookLoopback ? isLoopback : () => false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through lookup, so it is checked here.
  if (isIP(host) !== 0 && isBlockedAddress(host) && !exempt(host)) {
    return Promise.resolve({ error: 'refused: private address' });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: privateAddressGuard(exempt),
        timeout: TIMEOUT_MS,
        headers: {
          'User-Agent': 'Misskey-Hooks',
          'X-Misskey-Host': new URL(config.url).host,
          'X-Misskey-Hook-Id': request.hookId,
          'X-Misskey-Hook-Secret': request.secret,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(request.body),
        },
      },
      (res) => {
        clearTimeout(deadline);
        // Only the status counts: the body is not read at all, however long it would be.
        resolve({ status: res.statusCode ?? 0 });
        res.destroy();
      },
    );
    // A whole-attempt limit besides the idle one, so a receiver trickling bytes cannot hold on.
    const deadline = setTimeout(() => req.destroy(new Error('timed out')), TIMEOUT_MS);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    // The message only: an error object may carry the request with its secret header.
    req.on('error', (err) => {
      clearTimeout(deadline);
      resolve({ error: err.message });
    });
    req.end(request.body);
  });
}
