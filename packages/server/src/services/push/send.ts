import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import { guardedPost, isLoopbackAddress, type PostResult } from '../outbound-post.js';

/** How long one push waits for the push service's answer. */
const TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** The push service's status, or why there was none. */
export type PushResult = PostResult;

/**
 * POSTs one encrypted push message to the subscription's push service. Push services are https
 * and public: an endpoint that is http, or reaches a private address, is refused, so a
 * subscription cannot make the instance probe its own network. Only under the test-only
 * SHIORI_TEST_PUSH_LOOPBACK may it be http on loopback.
 */
export function sendPush(config: Config, request: PushRequest): Promise<PushResult> {
  let url: URL;
  try {
    url = new URL(request.endpoint);
  } catch {
    return Promise.resolve({ error: 'not a URL' });
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopbackTest = config.pushLoopback && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !loopbackTest) return Promise.resolve({ error: 'not https' });
  if (url.username || url.password) return Promise.resolve({ error: 'credentials in URL' });
  if (loopbackTest && isIP(host) !== 0 && !isLoopbackAddress(host)) {
    return Promise.resolve({ error: 'http only on loopback' });
  }
  return guardedPost(url, {
    headers: request.headers,
    body: request.body,
    exempt: config.pushLoopback ? isLoopbackAddress : () => false,
    timeoutMs: TIMEOUT_MS,
  });
}
