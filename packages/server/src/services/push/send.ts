import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import { isBlockedAddress, privateAddressGuard } from '../drive/fetch-url.js';

/** How long one push waits for the push service's answer. */
const TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** The push service's status, or why there was none. */
export type PushResult = { status: number } | { error: string };

function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
}

/**
 * POSTs one encrypted push message to the subscription's push service. Push services are https
 * and public: an endpoint that is http, or reaches a private address (checked on the address
 * really connected to), is refused, so a subscription cannot make the instance probe its own
 * network. Only under the test-only SHIORI_TEST_PUSH_LOOPBACK may it be http on loopback.
 */
export function sendPush(config: Config, request: PushRequest): Promise<PushResult> {
  let url: URL;
  try {
    url = new URL(request.endpoint);
  } catch {
    return Promise.resolve({ error: 'not a URL' });
  }
  const exempt = config.pushLoopback ? isLoopback : () => false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackTest = config.pushLoopback && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !loopbackTest) return Promise.resolve({ error: 'not https' });
  if (url.username || url.password) return Promise.resolve({ error: 'credentials in URL' });
  if (isIP(host) !== 0 && isBlockedAddress(host) && !exempt(host)) {
    return Promise.resolve({ error: 'refused: private address' });
  }
  if (loopbackTest && isIP(host) !== 0 && !isLoopback(host)) {
    return Promise.resolve({ error: 'http only on loopback' });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      { method: 'POST', lookup: privateAddressGuard(exempt), timeout: TIMEOUT_MS, headers: request.headers },
      (res) => {
        clearTimeout(deadline);
        resolve({ status: res.statusCode ?? 0 });
        res.destroy();
      },
    );
    const deadline = setTimeout(() => req.destroy(new Error('timed out')), TIMEOUT_MS);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    // The message only: the endpoint URL is the subscription's secret.
    req.on('error', (err) => {
      clearTimeout(deadline);
      resolve({ error: err.message });
    });
    req.end(request.body ?? undefined);
  });
}
