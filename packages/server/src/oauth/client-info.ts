import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { guardedGet } from '../services/drive/fetch-url.js';
import { readClientPage, redirectUrisFromLinkHeader } from './client-page.js';
import { OAuthError } from './errors.js';

/** What the authorization page shows about a client, and where it may send the answer. */
export interface ClientInformation {
  id: string;
  /** The h-app name, or the client_id itself when the page names no app for that URL. */
  name: string;
  /** The h-app logo (http or https only), or null. */
  logo: string | null;
  redirectUris: string[];
}

const TIMEOUT_MS = 10_000;
/** A client's page is read only for a few tags; nothing legitimate is bigger. */
const MAX_PAGE_BYTES = 512 * 1024;
const MAX_NAME_LENGTH = 200;

/**
 * IndieAuth's rules for a client identifier: an http(s) URL (https outside tests) with a path,
 * no dot segments, fragment, user or password, and a domain name as host (loopback literals
 * aside). Misskey applies the same rules.
 */
export function validateClientId(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OAuthError('invalid_request', 'client_id must be a valid URL');
  }
  const protocols = allowLoopback ? ['http:', 'https:'] : ['https:'];
  if (!protocols.includes(url.protocol)) {
    throw new OAuthError('invalid_request', 'client_id must be a valid HTTPS URL');
  }
  // new URL() resolves dot segments away; look at what was written.
  const path = raw.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new OAuthError('invalid_request', 'client_id must not contain dot path segments');
  }
  if (url.hash || raw.includes('#')) {
    throw new OAuthError('invalid_request', 'client_id must not contain a fragment component');
  }
  if (url.username || url.password) {
    throw new OAuthError('invalid_request', 'client_id must not contain a username or a password');
  }
  if (!/\.\w+$/.test(url.hostname) && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    throw new OAuthError('invalid_request', 'client_id must have a domain name as a host name');
  }
  if (isIP(url.hostname) === 4 && url.hostname !== '127.0.0.1') {
    throw new OAuthError('invalid_request', 'client_id must have a domain name as a host name');
  }
  return url;
}

function isLoopback(address: string): boolean {
  return /^(127\.|::ffff:127\.)/i.test(address) || address === '::1';
}

class FetchFailed extends Error {}

function readBody(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAGE_BYTES) {
        response.destroy();
        reject(new FetchFailed('client page too large'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

/**
 * Fetches the client's page through the instance's SSRF guard (no private or loopback address,
 * also after redirects, unless `allowLoopback` — the test configuration — lets loopback
 * through) and reads its redirect URIs and h-app. A page that cannot be fetched is
 * `invalid_request`, as in Misskey; the reader never fails, whatever the page holds.
 */
export async function discoverClient(clientId: URL, allowLoopback: boolean): Promise<ClientInformation> {
  let fetched: Awaited<ReturnType<typeof guardedGet>>;
  let text: string;
  try {
    fetched = await guardedGet(clientId.href, {
      userAgent: 'Shiori (OAuth client discovery)',
      timeoutMs: TIMEOUT_MS,
      ...(allowLoopback ? { exempt: isLoopback } : {}),
    });
    text = await readBody(fetched.response);
  } catch {
    throw new OAuthError('invalid_request', 'Failed to fetch client information');
  }
  const { response, url } = fetched;
  const base = url.href;
  const link = response.headers.link;
  const page = readClientPage(text, base);
  const app = page.apps.find((candidate) => candidate.url === clientId.href);
  const logo = app?.logo && /^https?:/.test(app.logo) ? app.logo : null;
  return {
    id: clientId.href,
    name: (app?.name || clientId.href).slice(0, MAX_NAME_LENGTH),
    logo,
    redirectUris: [
      ...redirectUrisFromLinkHeader(Array.isArray(link) ? link.join(',') : link, base),
      ...page.redirectUris,
    ],
  };
}
