import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isBlockedAddress, privateAddressGuard } from './drive/fetch-url.js';

/** What one outgoing POST came to: the receiver's status, or why there was none. */
export type PostResult = { status: number } | { error: string };

export function isLoopbackAddress(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address);
}

export interface GuardedPostOptions {
  headers: Record<string, string | number>;
  body: string | Buffer | null;
  /** Private addresses this POST may still reach (test-only loopback receivers). */
  exempt: (address: string) => boolean;
  timeoutMs: number;
}

/**
 * POSTs to a URL a user gave the instance (a webhook, a push subscription's endpoint). Private
 * addresses are refused by the guard of URL uploads, checked on the address really connected to
 * (an IP literal here, a name at lookup), unless `exempt` lets them through. Only the status
 * counts: the body is not read at all, however long it would be, and a whole-attempt limit
 * besides the idle one keeps a receiver trickling bytes from holding on. Redirects are not
 * followed. Errors are reported by message only: an error object may carry the request, with
 * its secret headers or the endpoint.
 */
export function guardedPost(url: URL, options: GuardedPostOptions): Promise<PostResult> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through lookup, so it is checked here.
  if (isIP(host) !== 0 && isBlockedAddress(host) && !options.exempt(host)) {
    return Promise.resolve({ error: 'refused: private address' });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: privateAddressGuard(options.exempt),
        timeout: options.timeoutMs,
        headers: options.headers,
      },
      (res) => {
        clearTimeout(deadline);
        resolve({ status: res.statusCode ?? 0 });
        res.destroy();
      },
    );
    const deadline = setTimeout(() => req.destroy(new Error('timed out')), options.timeoutMs);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => {
      clearTimeout(deadline);
      resolve({ error: err.message });
    });
    req.end(options.body ?? undefined);
  });
}
