import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Config } from '../../config.js';
import { isBlockedAddress, privateAddressGuard } from '../drive/fetch-url.js';
import { isLoopbackAddress } from '../outbound-post.js';

/** A call to an outside service (CAPTCHA verifier, translator) that came to nothing usable. */
export class ExternalServiceError extends Error {
  override name = 'ExternalServiceError';
}

/** The answers are small JSON objects; anything longer is not one of them. */
const MAX_ANSWER_BYTES = 256 * 1024;
const TIMEOUT_MS = 10_000;

export interface ExternalPost {
  /** POST unless said; a GET (verifymail's API) sends `body` empty. */
  method?: 'GET' | 'POST';
  /** The body, already serialised, and its type. */
  body: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  headers?: Record<string, string>;
}

/**
 * POSTs to an outside service the administrator configured and reads its JSON answer (status
 * and parsed body). The address really connected to must not be private: the same guard as URL
 * uploads (an administrator's typo, or a URL set by someone who took over an admin account, must
 * not reach the machine's own network); loopback only under the test-only
 * SHIORI_TEST_EXTERNAL_LOOPBACK. No redirects, a 10 s limit for the whole call, 256 KB at most.
 * Errors carry a short reason only, never the request (it holds secret keys).
 */
export function postForJson(
  config: Config,
  rawUrl: string,
  post: ExternalPost,
): Promise<{ status: number; json: unknown }> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.reject(new ExternalServiceError('not a URL'));
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return Promise.reject(new ExternalServiceError('not an http(s) URL'));
  }
  const exempt = config.externalServiceLoopback ? isLoopbackAddress : () => false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP literal never goes through lookup, so it is checked here.
  if (isIP(host) !== 0 && isBlockedAddress(host) && !exempt(host)) {
    return Promise.reject(new ExternalServiceError('refused: private address'));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(deadline);
      reject(new ExternalServiceError(reason));
    };
    const request = client.request(
      url,
      {
        method: post.method ?? 'POST',
        lookup: privateAddressGuard(exempt),
        timeout: TIMEOUT_MS,
        headers: {
          ...post.headers,
          'Content-Type': post.contentType,
          'Content-Length': Buffer.byteLength(post.body),
          Accept: 'application/json',
          'User-Agent': 'Shiori',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            response.destroy();
            fail('answer too large');
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(deadline);
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = null;
          try {
            json = text === '' ? null : JSON.parse(text);
          } catch {
            json = null; // a status without JSON (an error page) still tells the caller something
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on('error', (err) => fail(err.message));
      },
    );
    const deadline = setTimeout(() => request.destroy(new Error('timed out')), TIMEOUT_MS);
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (err) => fail(err.message));
    request.end(post.body);
  });
}
